/** The French press releases' feed, /fr/rss.xml (src/lib/press-release-feed.ts). */
import type { APIRoute } from "astro";
import { pressReleaseFeed } from "~/lib/press-release-feed";

export const GET: APIRoute = () => pressReleaseFeed("fr");
