import rss from "@astrojs/rss";
import { pressReleaseFeedPath, pressReleaseFeedText } from "~/content/feeds";
import { pageIn } from "~/content/pages";
import { loadPressReleases, releaseSummary } from "~/content/press-releases";
import { languageTag, type Locale } from "~/i18n/locale";
import { absoluteUrl } from "./seo";

/**
 * The press releases' feed in a language (RSS 2.0, @astrojs/rss): its name and
 * description from content/<language>/feeds.yaml, and each release of that language,
 * newest first, as its heading, date and first paragraph, linking to its own page. The
 * channel's link is the press releases page of the same language.
 */
export async function pressReleaseFeed(locale: Locale): Promise<Response> {
  const { title, description } = pressReleaseFeedText(locale);
  const releases = await loadPressReleases(locale);
  const self = absoluteUrl(pressReleaseFeedPath(locale));
  return rss({
    title,
    description,
    site: absoluteUrl(pageIn("/company/press-releases", locale).path),
    // Our addresses have no trailing slash (astro.config.ts).
    trailingSlash: false,
    xmlns: { atom: "http://www.w3.org/2005/Atom" },
    // The feed's language, and its own address (RSS Advisory Board's recommendation).
    customData: `<language>${languageTag[locale].toLowerCase()}</language><atom:link href="${self}" rel="self" type="application/rss+xml"/>`,
    items: releases.map((release) => ({
      title: release.heading,
      link: absoluteUrl(release.path),
      // A release has a date, no time: noon UTC is that date from Vancouver to Paris.
      pubDate: new Date(`${release.date}T12:00:00Z`),
      description: releaseSummary(release.html),
    })),
  });
}
