import type { Page } from "@playwright/test";
import { cacheControl } from "../../server/security";
import {
  contentYaml,
  locales,
  pathOf,
  pressReleases,
  renderedMarkdown,
  sitePages,
  type Locale,
} from "./support/content";
import { expect, test } from "./support/fixtures";

/**
 * The press releases' feeds (RSS 2.0), one per language: announced by the press
 * releases list and each release's page (and by no other page), valid XML, with the
 * feed's words from content/<language>/feeds.yaml and every release of that language,
 * each leading to its own page.
 */

type FeedWords = { title: string; description: string };
const feedWords = (locale: Locale) =>
  contentYaml<{ pressReleases: FeedWords }>(locale, "feeds.yaml").pressReleases;

const feedLink = 'link[rel="alternate"][type="application/rss+xml"]';

type ParsedFeed = {
  root: string;
  version: string | null;
  /** The XML parser's complaint, if the feed is not well-formed. */
  error: string | null;
  channel: { title: string; description: string; link: string; language: string };
  items: { title: string; link: string; guid: string; pubDate: string; description: string }[];
};

/** The feed parsed by the browser's own XML parser, as a feed reader would read it. */
function parseFeed(page: Page, xml: string): Promise<ParsedFeed> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml");
    const child = (parent: Element | null, name: string) =>
      [...(parent?.children ?? [])].find((e) => e.tagName === name)?.textContent ?? "";
    const channel = doc.querySelector("rss > channel");
    return {
      root: doc.documentElement.tagName,
      version: doc.documentElement.getAttribute("version"),
      error: doc.querySelector("parsererror")?.textContent ?? null,
      channel: {
        title: child(channel, "title"),
        description: child(channel, "description"),
        link: child(channel, "link"),
        language: child(channel, "language"),
      },
      items: [...doc.querySelectorAll("rss > channel > item")].map((item) => ({
        title: child(item, "title"),
        link: child(item, "link"),
        guid: child(item, "guid"),
        pubDate: child(item, "pubDate"),
        description: child(item, "description"),
      })),
    };
  }, xml);
}

for (const locale of locales) {
  const listPath = pathOf("/company/press-releases", locale);
  const releases = pressReleases(locale);
  const words = feedWords(locale);

  test(`${listPath} announces its language's feed, which lists every release, each leading to its page`, async ({
    page,
    request,
  }) => {
    expect((await page.goto(listPath))?.status()).toBe(200);
    const link = page.locator(feedLink);
    await expect(link).toHaveCount(1);
    await expect(link).toHaveAttribute("title", words.title);
    const href = (await link.getAttribute("href"))!;

    // Followed as a feed reader does: one request, no redirect.
    const response = await request.get(href, { maxRedirects: 0 });
    expect(response.status(), href).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^(application|text)\/(rss\+)?xml\b/);
    // Revalidated like the pages, so a new release reaches readers at once.
    expect(response.headers()["cache-control"]).toBe(cacheControl.revalidate);
    const feed = await parseFeed(page, await response.text());
    expect(feed.error).toBeNull();
    expect([feed.root, feed.version]).toEqual(["rss", "2.0"]);
    expect(feed.channel).toMatchObject({
      title: words.title,
      description: words.description,
      language: locale === "en" ? "en-ca" : "fr-ca",
    });
    expect(new URL(feed.channel.link).pathname).toBe(listPath);

    // Every release of the language, newest first, in the language's words.
    expect(feed.items.map((item) => item.title)).toEqual(releases.map((r) => r.heading));
    for (const [i, item] of feed.items.entries()) {
      const release = releases[i]!;
      const path = new URL(item.link).pathname;
      expect(path, release.slug).toBe(release.path);
      expect(item.guid).toBe(item.link);
      expect(new Date(item.pubDate).toISOString().slice(0, 10), release.slug).toBe(release.date);
      expect(item.description, release.slug).toMatch(renderedMarkdown(release.summary));
    }

    // Every item's link is a page of this build, answered without a redirect.
    for (const item of feed.items) {
      const path = new URL(item.link).pathname;
      expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
    }

    // A reader opens one: its page, which announces the same feed.
    const opened = feed.items[Math.floor(feed.items.length / 2)]!;
    expect((await page.goto(new URL(opened.link).pathname))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(opened.title);
    await expect(page.locator(feedLink)).toHaveAttribute("href", href);
    await expect(page.locator(feedLink)).toHaveAttribute("title", words.title);
  });
}

test("only the press releases list and the releases' pages announce a feed", async ({
  request,
}) => {
  const feedOn = async (path: string) => {
    const html = await (await request.get(path)).text();
    return [...html.matchAll(/<link\b[^>]*\btype="application\/rss\+xml"[^>]*>/g)].map(
      (m) => /\bhref="([^"]+)"/.exec(m[0])?.[1] ?? "",
    );
  };
  for (const route of sitePages) {
    const expected = route.canonical === "/company/press-releases" ? 1 : 0;
    expect((await feedOn(route.path)).length, route.path).toBe(expected);
  }
  for (const locale of locales) {
    const [listFeed] = await feedOn(pathOf("/company/press-releases", locale));
    for (const release of pressReleases(locale)) {
      expect(await feedOn(release.path), release.path).toEqual([listFeed]);
    }
  }
});
