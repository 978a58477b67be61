import { frenchPrefix, locales, type Locale } from "~/i18n/locale";
import type { HeadTag } from "~/lib/seo";
import { readYamlFile } from "./read";
import { feedsSchema, type FeedText } from "./schemas/feeds";

/** content/en/feeds.yaml and content/fr/feeds.yaml, checked. */
const feedWords = Object.fromEntries(
  locales.map((locale) => [locale, readYamlFile(`${locale}/feeds.yaml`, feedsSchema(locale))]),
) as Record<Locale, { pressReleases: FeedText }>;

/** The press releases' feed in a language: its name and what it brings. */
export function pressReleaseFeedText(locale: Locale): FeedText {
  return feedWords[locale].pressReleases;
}

/**
 * Where the press releases' feed of a language is: /rss.xml and /fr/rss.xml, built by
 * src/pages/rss.xml.ts and src/pages/fr/rss.xml.ts. The site's one feed, at the address
 * feed readers try first.
 */
export function pressReleaseFeedPath(locale: Locale): string {
  return locale === "en" ? "/rss.xml" : `${frenchPrefix}/rss.xml`;
}

/** The head tag that points feed readers to the feed: on the press pages only. */
export function pressReleaseFeedLink(locale: Locale): HeadTag {
  return {
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    href: pressReleaseFeedPath(locale),
    label: pressReleaseFeedText(locale).title,
  };
}
