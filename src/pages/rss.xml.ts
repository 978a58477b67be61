/** The English press releases' feed, /rss.xml (src/lib/press-release-feed.ts). */
import type { APIRoute } from "astro";
import { pressReleaseFeed } from "~/lib/press-release-feed";

export const GET: APIRoute = () => pressReleaseFeed("en");
