import type { Page } from "@playwright/test";
import { formatClock } from "../../src/components/support/support-channels";
import { newsletterPeriods } from "../../src/content/schemas/newsletters";
import { expectLinksStayIn, jsonLd } from "./support/content-pages";
import {
  companyFacts,
  escapeRegExp,
  fill,
  formatNumber,
  locales,
  mediaUrl,
  menus,
  newsletters,
  pageText,
  pathOf,
  phoneIn,
  plural,
  pluralForm,
  spaced,
  supportDesk,
  trainingVideos,
  ui,
  type Locale,
} from "./support/content";
import { expect, expectExpanded, expectNoAxeViolations, hydrate, test } from "./support/fixtures";
import { smallText } from "./support/text-size";

/**
 * The support pages in both languages: the newsletters, the training videos and the
 * support desk. What they list comes from content; the words around it from the
 * dictionaries.
 */

const videoFile = /\.(?:webm|mp4)(?:[?#]|$)/;
const other = (locale: Locale): Locale => (locale === "en" ? "fr" : "en");

// ---------------------------------------------------------------------------------
// Newsletters

/**
 * The newsletters as content lists them, as the page shows them: the issues whose PDF
 * was kept, years newest first, issues in publishing order; the latest first of all.
 */
function newsletterYears(locale: Locale) {
  const { years: all, archiveThroughYear, latestLabel } = newsletters(locale);
  const years = [...all]
    .sort((a, b) => b.year - a.year)
    .map((entry) => ({
      year: entry.year,
      issues: entry.issues
        .flatMap((issue) => (issue.file ? [{ ...issue, file: issue.file }] : []))
        .sort((a, b) => newsletterPeriods.indexOf(a.period) - newsletterPeriods.indexOf(b.period)),
    }))
    .filter((entry) => entry.issues.length > 0);
  const lost = all.flatMap((entry) => entry.issues.filter((issue) => !issue.file));
  return {
    years,
    lost,
    latest: { year: years[0]!.year, issue: years[0]!.issues.at(-1)! },
    latestLabel,
    open: years.filter((entry) => entry.year > archiveThroughYear),
    closed: years.filter((entry) => entry.year <= archiveThroughYear),
  };
}

/** An issue's name: "2024 1st Quarter newsletter", « Infolettre 2024, 1er trimestre ». */
function issueName(locale: Locale, year: number, period: string): string {
  const t = ui(locale).support.newsletters;
  return `${fill(t.linkBefore, { year })}${t.periods[period as keyof typeof t.periods]}${t.linkAfter}`;
}

/** An issue's link name: "2024 1st Quarter newsletter PDF (opens in a new tab)". */
function issueLinkName(locale: Locale, year: number, period: string): RegExp {
  return new RegExp(
    `^${spaced(issueName(locale, year, period))}\\s*PDF\\s*${spaced(ui(locale).common.opensInNewTab)}$`,
  );
}

/** A year's toggle in the archive (a <summary>, which has no ARIA role): "2017 4 issues". */
const yearToggleName = (year: number) => new RegExp(`^${year}\\b`);
const expectYearOpen = (page: Page, year: number, open: boolean) =>
  expectExpanded(page, "DisclosureTriangle", yearToggleName(year), open);

/** Words of the other language's issue titles, which a page must never show. */
function otherLanguageIssueWords(locale: Locale): RegExp {
  const t = ui(other(locale)).support.newsletters;
  const words = [
    ...Object.values(t.periods),
    fill(t.linkBefore, { year: "" }).replace(/[\s,]+$/, ""),
    t.linkAfter,
  ].filter((word) => word.trim() !== "");
  return new RegExp(words.map(spaced).join("|"));
}

for (const locale of locales) {
  test.describe(`newsletters (${locale})`, () => {
    const t = ui(locale).support.newsletters;
    const path = pathOf("/support/newsletters", locale);

    test("leads with the latest issue and the subscribe card, then every year in the archive", async ({
      page,
    }) => {
      const { years, latest, latestLabel, open, closed } = newsletterYears(locale);
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        pageText("/support/newsletters", locale).heading,
      );
      // The latest issue, named in full, with its summary and its PDF.
      const card = page.getByRole("article", {
        name: issueName(locale, latest.year, latest.issue.period),
      });
      await expect(card).toContainText(latest.issue.summary);
      if (latestLabel) await expect(card).toContainText(latestLabel);
      await expect(card.getByRole("link")).toHaveAttribute("href", mediaUrl(latest.issue.file));
      // Then the subscribe card, and only then the archive: on a phone too.
      const signup = page.getByRole("region", { name: t.signupHeading });
      const archive = page.getByRole("region", { name: t.archive, exact: true });
      const [cardBox, signupBox, archiveBox] = await Promise.all(
        [card, signup, archive].map((box) => box.boundingBox()),
      );
      expect(signupBox!.y + 1).toBeGreaterThanOrEqual(cardBox!.y);
      expect(archiveBox!.y).toBeGreaterThan(Math.max(cardBox!.y, signupBox!.y));
      // Every year with an issue to open, newest first; the recent ones open.
      await expect(archive.getByRole("heading", { name: /^\d{4}$/ })).toHaveText(
        years.map((entry) => String(entry.year)),
      );
      for (const entry of open) await expectYearOpen(page, entry.year, true);
      for (const entry of closed) await expectYearOpen(page, entry.year, false);
      // Years are named groups, not a landmark each.
      await expect(page.getByRole("region", { name: /^\d{4}$/ })).toHaveCount(0);
      for (const entry of open) {
        await expect(
          page.getByRole("group", { name: String(entry.year) }).getByRole("listitem"),
        ).toHaveText(entry.issues.map((issue) => new RegExp(spaced(t.periods[issue.period]))));
      }
      const issues = years.flatMap((entry) => entry.issues).length;
      await expect(
        archive.getByText(
          fill(t.archiveCount, {
            years: plural(locale, years.length, t.years),
            issues: plural(locale, issues, t.issues),
          }),
        ),
      ).toBeVisible();
      await expect(page.getByRole("main")).not.toContainText(otherLanguageIssueWords(locale));
    });

    test("an issue whose PDF was lost is not shown at all", async ({ page }) => {
      const { lost } = newsletterYears(locale);
      test.skip(lost.length === 0, "no issue in content has lost its PDF");
      await page.goto(path);
      // Open every year, so that nothing hides in a closed one.
      await page.locator("details").evaluateAll((all) => {
        for (const details of all) (details as HTMLDetailsElement).open = true;
      });
      const main = page.getByRole("main");
      for (const issue of lost) await expect(main).not.toContainText(issue.summary);
    });

    test("every issue links to its own PDF, in a new tab, named by its year and period", async ({
      page,
      request,
    }) => {
      test.slow(); // a request and a few attribute checks per issue
      const { years } = newsletterYears(locale);
      const issues = years.flatMap((entry) =>
        entry.issues.map((issue) => ({ ...issue, year: entry.year })),
      );
      await page.goto(path);
      await page.locator("details").evaluateAll((all) => {
        for (const details of all) (details as HTMLDetailsElement).open = true;
      });
      const archive = page.getByRole("region", { name: t.archive, exact: true });
      const links = archive.locator('a[href$=".pdf"]');
      await expect(links).toHaveCount(issues.length);
      for (const [i, issue] of issues.entries()) {
        const link = links.nth(i);
        await expect(link).toHaveAccessibleName(issueLinkName(locale, issue.year, issue.period));
        await expect(link).toHaveAttribute("href", mediaUrl(issue.file));
        await expect(link).toHaveAttribute("target", "_blank");
        await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
      }
      // The files themselves: every one in English, the first of the other language.
      for (const issue of locale === "en" ? issues : issues.slice(0, 1)) {
        const href = mediaUrl(issue.file);
        const response = await request.get(href);
        expect(response.status(), href).toBe(200);
        expect(response.headers()["content-type"], href).toBe("application/pdf");
        expect((await response.body()).subarray(0, 5).toString(), href).toBe("%PDF-");
      }
    });

    test("offers the list by e-mail, keeps its links in its language, and passes axe", async ({
      page,
    }) => {
      const site = companyFacts();
      await page.goto(path);
      const signup = page.getByRole("region", { name: t.signupHeading });
      await expect(signup.getByRole("link", { name: site.emails.support })).toHaveAttribute(
        "href",
        `mailto:${site.emails.support}?subject=${encodeURIComponent(t.signupSubject)}`,
      );
      await expect(signup).toContainText(
        fill(t.questions, { phone: phoneIn(site.phones.support, locale) }),
      );
      await expectLinksStayIn(page.getByRole("main"), locale, "aside");
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("newsletters", () => {
  const { open, closed } = newsletterYears("en");
  const year = closed[0]!;
  const toggle = (page: Page) =>
    page.getByRole("heading", { name: String(year.year), exact: true });
  const firstIssue = (page: Page) =>
    page
      .getByRole("group", { name: String(year.year) })
      .getByRole("link")
      .first();

  test("a closed year opens and closes by click, Enter and Space", async ({ page }) => {
    await page.goto("/support/newsletters");
    await expectYearOpen(page, year.year, false);
    await expect(firstIssue(page)).toBeHidden();
    await toggle(page).click();
    await expectYearOpen(page, year.year, true);
    await expect(firstIssue(page)).toBeVisible();
    await toggle(page).click();
    await expectYearOpen(page, year.year, false);

    // From the keyboard, on the focused toggle.
    await page
      .locator("summary")
      .filter({ has: toggle(page) })
      .focus();
    await page.keyboard.press("Enter");
    await expectYearOpen(page, year.year, true);
    await page.keyboard.press("Enter");
    await expectYearOpen(page, year.year, false);
    // Space toggles exactly once.
    await page.keyboard.press("Space");
    await expectYearOpen(page, year.year, true);
    await expect(firstIssue(page)).toBeVisible();
    await page.keyboard.press("Space");
    await expectYearOpen(page, year.year, false);
  });

  test("the side list sits beside the archive on wide screens, and phones leave it to the footer", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/support/newsletters");
    const { title, links } = menus("en").sideList;
    const side = page.getByRole("complementary", { name: title });
    await expect(side.getByRole("link")).toHaveCount(links.length);
    const archive = page.getByRole("region", { name: ui("en").support.newsletters.archive });
    const [sideBox, archiveBox] = [await side.boundingBox(), await archive.boundingBox()];
    expect(sideBox!.x).toBeGreaterThan(archiveBox!.x + archiveBox!.width);

    // Below the lists it would stand just above the footer's copy of the same links.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(side).toBeHidden();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the recent years are open, and a closed one opens by click and keyboard", async ({
      page,
    }) => {
      await page.goto("/support/newsletters");
      const recent = page.getByRole("group", { name: String(open[0]!.year) });
      await expect(recent.getByRole("link").first()).toBeVisible();
      await expect(firstIssue(page)).toBeHidden();
      await toggle(page).click();
      await expect(firstIssue(page)).toBeVisible();
      await page.keyboard.press("Enter");
      await expect(firstIssue(page)).toBeHidden();
      await page.keyboard.press("Space");
      await expect(firstIssue(page)).toBeVisible();
    });
  });
});

// ---------------------------------------------------------------------------------
// Training videos

/** Lower case without accents: the filter finds "reconcil" in "Réconciliation". */
const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();

/** How many captions of a section hold every word of `query`, in any order: what the filter keeps. */
function matching(captions: readonly string[], query: string): number {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return captions.filter((caption) => words.every((word) => fold(caption).includes(word))).length;
}

/** "Showing 3 of 38 videos": a count and its total, the form following the count. */
function counted(locale: Locale, forms: { one: string; other: string }, count: number, of: number) {
  return fill(pluralForm(locale, count, forms), {
    count: formatNumber(count, locale),
    total: formatNumber(of, locale),
  });
}

function library(locale: Locale) {
  const { sections } = trainingVideos(locale);
  const videos = sections.flatMap((section) => section.videos);
  return { sections, videos, total: videos.length };
}

for (const locale of locales) {
  test.describe(`training videos (${locale})`, () => {
    const t = ui(locale).support.videoLibrary;
    const path = pathOf("/support/training-videos", locale);

    test("shows every section's videos, posters and play links only, and says in what language they are narrated", async ({
      page,
    }) => {
      // Every one of the library's videos, checked one by one: slow on a slow or busy host.
      test.slow();
      const { sections, videos, total } = library(locale);
      const videoRequests: string[] = [];
      page.on("request", (request) => {
        if (videoFile.test(request.url())) videoRequests.push(request.url());
      });
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        pageText("/support/training-videos", locale).heading,
      );
      for (const section of sections) {
        const region = page.getByRole("region", { name: section.title });
        await expect(region.getByRole("figure")).toHaveCount(section.videos.length);
      }
      const [first] = sections;
      const lesson = 2;
      const figure = page
        .getByRole("region", { name: first!.title })
        .getByRole("figure", { name: first!.videos[lesson - 1]!.caption });
      await expect(figure).toContainText(fill(t.lesson, { lesson }));
      await expect(
        page.getByRole("navigation", { name: ui(locale).support.trainingVideos.sections }),
      ).toContainText(sections.at(-1)!.title);

      // The videos are narrated in English: said once on a page in another language, and on each video.
      const narration = page.getByRole("note").filter({
        hasText: ui(locale).support.trainingVideos.narrationHeading,
      });
      const narrated = page.getByRole("figure").filter({ hasText: t.narratedInEnglish });
      if (locale === "en") {
        await expect(narration).toHaveCount(0);
        await expect(narrated).toHaveCount(0);
      } else {
        await expect(narration).toHaveCount(1);
        await expect(narrated).toHaveCount(total);
      }

      // Until asked, each video is a poster and a play link to its clip: no player, no clip.
      await expect(page.locator("video")).toHaveCount(0);
      const plays = page.getByRole("link", {
        name: new RegExp(`^${spaced(fill(t.play, { caption: "" }))}`),
      });
      await expect(plays).toHaveCount(total);
      expect(await plays.evaluateAll((all) => all.map((a) => a.getAttribute("href")))).toEqual(
        videos.map((video) => mediaUrl(video.file)),
      );
      await expect(
        page.getByRole("link", { name: fill(t.play, { caption: videos[0]!.caption }) }),
      ).toHaveAttribute("href", mediaUrl(videos[0]!.file));
      const posters = page.locator("figure img");
      await expect(posters).toHaveCount(total);
      expect(await posters.evaluateAll((all) => all.map((img) => img.getAttribute("src")))).toEqual(
        videos.map((video) => mediaUrl(video.poster)),
      );
      for (const poster of await posters.all()) {
        await expect(poster).toHaveAttribute("loading", "lazy");
      }
      await expectLinksStayIn(page.getByRole("main"), locale);
      await expectNoAxeViolations(page);

      const loaded = () =>
        posters.evaluateAll((images) =>
          images.map(
            (image) =>
              (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
          ),
        );
      expect((await loaded()).at(-1), "the last poster, far below the screen, waits").toBe(false);
      // Scroll the whole library past the viewport, as a reader would, then check again.
      await page.mouse.wheel(0, 20_000);
      await page.waitForLoadState("networkidle");
      expect(videoRequests).toEqual([]);
      await expect.poll(async () => (await loaded()).at(-1)).toBe(true);
    });

    test("the filter narrows the sections as you type, every word in any order, with an empty state", async ({
      page,
    }) => {
      const { sections, total } = library(locale);
      const [first, second] = sections as [(typeof sections)[0], (typeof sections)[0]];
      const captions = (section: typeof first) => section.videos.map((video) => video.caption);
      // A word of the first section's captions that no caption of the second holds.
      const word = first.videos
        .flatMap((video) => video.caption.split(/[\s,:;'’()]+/))
        .find(
          (w) =>
            w.length >= 5 &&
            matching(captions(first), w) > 0 &&
            matching(captions(second), w) === 0,
        )!;
      expect(word, "a word to filter by").toBeTruthy();
      // Two words of one caption of the second section, typed in the other order.
      const [one, two] = second.videos[0]!.caption.split(/\s+/).filter((w) => w.length >= 4);
      const reversed = `${two} ${one}`;
      const nothing = "zzqxv";
      expect(matching([...captions(first), ...captions(second)], nothing)).toBe(0);

      await page.goto(path);
      const filter = page.getByRole("searchbox", { name: t.filterLabel });
      await expect(filter).toHaveAccessibleDescription(t.filterHint);
      const status = page.getByRole("status");
      await expect(status).toHaveText(counted(locale, t.showing, total, total));
      const region = (section: typeof first) => page.getByRole("region", { name: section.title });

      await hydrate(filter);
      await filter.fill(word);
      const found = matching(captions(first), word);
      await expect(status).toHaveText(counted(locale, t.showing, found, total));
      await expect(region(first).getByRole("figure")).toHaveCount(found);
      await expect(region(first)).toContainText(
        counted(locale, t.sectionSome, found, first.videos.length),
      );
      // A section without a match stays, so the page's section links still lead somewhere.
      await expect(region(second).getByRole("figure")).toHaveCount(0);
      await expect(region(second)).toContainText(
        fill(t.sectionNone, { total: formatNumber(second.videos.length, locale), query: word }),
      );
      await page
        .getByRole("navigation", { name: ui(locale).support.trainingVideos.sections })
        .getByRole("link", { name: second.title })
        .click();
      await expect(
        region(second).getByRole("heading", { name: second.title, exact: true }),
      ).toBeInViewport();

      await filter.fill("");
      await filter.pressSequentially(reversed);
      const both = matching(captions(second), reversed) + matching(captions(first), reversed);
      expect(both).toBeGreaterThan(0);
      await expect(status).toHaveText(counted(locale, t.showing, both, total));

      await filter.fill(nothing);
      await expect(status).toHaveText(counted(locale, t.showing, 0, total));
      await expect(
        page.getByRole("heading", { name: fill(t.noMatchHeading, { query: nothing }) }),
      ).toBeVisible();
      await expect(page.getByRole("figure")).toHaveCount(0);
      await page.getByRole("button", { name: t.clear }).click();
      await expect(status).toHaveText(counted(locale, t.showing, total, total));
      await expect(filter).toBeFocused();
      await expect(filter).toHaveValue("");
      await expect(page.getByRole("figure")).toHaveCount(total);
    });

    test("a video plays when asked to, captioned, and only then fetches its clip", async ({
      page,
    }) => {
      const video = library(locale).sections.at(-1)!.videos[0]!;
      const videoRequests: string[] = [];
      page.on("request", (request) => {
        if (videoFile.test(request.url())) videoRequests.push(request.url());
      });
      await page.goto(path);
      await page.waitForLoadState("networkidle");
      expect(videoRequests).toEqual([]);

      const figure = page.getByRole("figure", { name: video.caption });
      const play = figure.getByRole("link", { name: fill(t.play, { caption: video.caption }) });
      await play.scrollIntoViewIfNeeded();
      // Keyboard alone: Enter on the play link swaps in the player, focused and playing.
      await play.focus();
      await page.keyboard.press("Enter");
      const player = figure.locator("video");
      await expect(player).toBeFocused();
      await expect(player).toHaveAttribute("controls", "");
      // The captions are in English, named in the page's language.
      const track = player.locator("track[kind=captions]");
      await expect(track).toHaveAttribute("srclang", "en");
      await expect(track).toHaveAttribute("label", t.captionsLabel);
      await expect
        .poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
        .toBeGreaterThan(0.3);
      expect(await player.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
      expect(videoRequests.length).toBeGreaterThan(0);
      expect(videoRequests.every((url) => new URL(url).pathname === mediaUrl(video.file))).toBe(
        true,
      );
    });
  });
}

test.describe("training videos", () => {
  const { sections, total } = library("en");
  const t = ui("en").support.videoLibrary;
  const firstVideo = sections[0]!.videos[0]!;
  const lastSectionVideo = sections.at(-1)!.videos[0]!;
  const playIn = (page: Page, caption: string) =>
    page
      .getByRole("figure", { name: caption })
      .getByRole("link", { name: fill(t.play, { caption }) });

  test("each video has a poster of its own, and no text on the page is under 12 px", async ({
    page,
    request,
  }) => {
    await page.goto("/support/training-videos");
    const sources = await page
      .locator("figure img")
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    expect(sources).toHaveLength(total);
    const pictures = new Set<string>();
    for (const src of sources) {
      const response = await request.get(src);
      expect(response.status(), src).toBe(200);
      pictures.add((await response.body()).toString("base64"));
    }
    expect(pictures.size, "as many different pictures as videos").toBe(total);
    for (const width of [375, 700, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await smallText(page), `text under 12 px at ${width} px`).toEqual([]);
    }
  });

  test("starting a second video pauses the first", async ({ page }) => {
    await page.goto("/support/training-videos");
    const first = page.getByRole("figure", { name: lastSectionVideo.caption });
    const second = page.getByRole("figure", { name: firstVideo.caption });
    await playIn(page, lastSectionVideo.caption).click();
    const firstVideoPlayer = first.locator("video");
    // The placeholder clip lasts 4 s; looping keeps "paused" from meaning "ended".
    await firstVideoPlayer.evaluate((v: HTMLVideoElement) => (v.loop = true));
    await expect
      .poll(() => firstVideoPlayer.evaluate((v: HTMLVideoElement) => v.paused))
      .toBe(false);

    await playIn(page, firstVideo.caption).click();
    const secondVideoPlayer = second.locator("video");
    await expect
      .poll(() => secondVideoPlayer.evaluate((v: HTMLVideoElement) => v.paused))
      .toBe(false);
    expect(await firstVideoPlayer.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test("Space on a play link plays the video too, without scrolling the page", async ({ page }) => {
    await page.goto("/support/training-videos");
    const figure = page.getByRole("figure", { name: firstVideo.caption });
    const play = playIn(page, firstVideo.caption);
    await play.scrollIntoViewIfNeeded();
    // Tabbing to the link brings the library to life; a person's Space comes after that.
    await hydrate(play);
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press("Space");
    await expect(figure.locator("video")).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test("describes every video as a VideoObject for search engines", async ({ page }) => {
    await page.goto("/support/training-videos");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const videos = blocks
      .map((text) => JSON.parse(text) as Record<string, string>)
      .filter((data) => data["@type"] === "VideoObject");
    expect(videos).toHaveLength(total);
    expect(videos.find((v) => v.name === firstVideo.caption)).toMatchObject({
      duration: firstVideo.duration,
      uploadDate: String(firstVideo.uploaded),
      contentUrl: expect.stringMatching(
        new RegExp(`^https://.+${escapeRegExp(mediaUrl(firstVideo.file))}$`),
      ),
      thumbnailUrl: expect.stringMatching(
        new RegExp(`^https://.+${escapeRegExp(mediaUrl(firstVideo.poster))}$`),
      ),
      description: expect.any(String),
    });
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("lists every video, offers no filter it cannot run, and a play link opens its clip", async ({
      page,
    }) => {
      await page.goto("/support/training-videos");
      for (const section of sections) {
        await expect(
          page.getByRole("region", { name: section.title }).getByRole("figure"),
        ).toHaveCount(section.videos.length);
      }
      await expect(page.getByRole("searchbox", { name: t.filterLabel })).toBeHidden();
      const play = playIn(page, firstVideo.caption);
      const href = mediaUrl(firstVideo.file);
      await expect(play).toHaveAttribute("href", href);
      const clip = page.waitForResponse((response) => response.url().endsWith(href));
      await play.click();
      const response = await clip;
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toMatch(/^video\//);
      await expect(page).toHaveURL(href);
    });
  });
});

// ---------------------------------------------------------------------------------
// Contact support

for (const locale of locales) {
  test.describe(`contact support (${locale})`, () => {
    const t = ui(locale).support.contactSupport;
    const path = pathOf("/support/contact-support", locale);

    test("sends customers to the phone desk first, with its hours, e-mail, the support site and self-help", async ({
      page,
    }) => {
      const desk = supportDesk(locale);
      const site = companyFacts();
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        pageText("/support/contact-support", locale).heading,
      );
      for (const heading of [
        t.callDesk,
        t.email,
        t.supportSite,
        t.haveReady,
        t.whenYouCall,
        t.selfHelp,
      ]) {
        await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
      }
      const { support } = site.phones;
      await expect(
        page.getByRole("link", { name: fill(t.call, { phone: phoneIn(support, locale) }) }),
      ).toHaveAttribute("href", `tel:${support.e164}`);
      for (const slot of desk.hours) {
        await expect(
          page.getByText(
            fill(t.hours, {
              opens: formatClock(slot.opens, locale),
              closes: formatClock(slot.closes, locale),
              zone: desk.timeZoneLabel,
            }),
          ),
        ).toBeVisible();
      }
      await expect(page.getByRole("link", { name: site.emails.support })).toHaveAttribute(
        "href",
        `mailto:${site.emails.support}`,
      );
      const main = page.getByRole("main");
      // The support site, from the page's top and from its card: both open a new tab.
      const portals = main.locator(`a[href="${site.externalUrls.customerSupport}"]`);
      await expect(portals).toHaveCount(2);
      for (const portal of await portals.all()) {
        await expect(portal).toHaveAttribute("target", "_blank");
        await expect(portal).toHaveAttribute("rel", /\bnoopener\b/);
        await expect(portal).toHaveAccessibleName(
          new RegExp(`${spaced(ui(locale).common.opensInNewTab)}$`),
        );
      }
      await expect(
        main.getByRole("link", { name: `${t.supportSite}${ui(locale).common.opensInNewTab}` }),
      ).toBeVisible();
      for (const item of desk.haveReady) {
        await expect(page.getByText(item.title, { exact: true })).toBeVisible();
      }
      await expect(page.locator("main form")).toHaveCount(0);
      await expectLinksStayIn(main, locale);
      await expectNoAxeViolations(page);

      // Self-help leads to the pages in the same language.
      for (const link of desk.selfHelp) {
        await expect(main.getByRole("link", { name: link.title }).last()).toHaveAttribute(
          "href",
          pathOf(link.to, locale),
        );
      }
      const last = desk.selfHelp.at(-1)!;
      await main.getByRole("link", { name: last.title }).last().click();
      await expect(page).toHaveURL(pathOf(last.to, locale));
    });
  });
}

test.describe("contact support", () => {
  test("the e-mail and support-site cards are as tall as what they say, at every width", async ({
    page,
  }) => {
    const t = ui("en").support.contactSupport;
    await page.goto("/support/contact-support");
    for (const width of [375, 890, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const name of [t.email, t.supportSite]) {
        const card = page.getByRole("region", { name, exact: true });
        const box = (await card.boundingBox())!;
        const link = (await card.getByRole("link").boundingBox())!;
        const text = (await card.locator("p").first().boundingBox())!;
        // The card's own padding below its link, and no more than a line between text and link.
        expect(box.y + box.height - (link.y + link.height), `${name} at ${width}`).toBeLessThan(40);
        expect(link.y - (text.y + text.height), `${name} at ${width}`).toBeLessThan(40);
      }
    }
  });

  test("at 1440px the list of what to have ready and the column beside it end together", async ({
    page,
  }) => {
    const t = ui("en").support.contactSupport;
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/support/contact-support");
    const bottom = async (name: string) => {
      const box = (await page.getByRole("region", { name, exact: true }).boundingBox())!;
      return { x: box.x, end: box.y + box.height };
    };
    const [ready, help] = [await bottom(t.haveReady), await bottom(t.selfHelp)];
    // Side by side, and neither column stops short of the other.
    expect(help.x).toBeGreaterThan(ready.x);
    expect(Math.abs(help.end - ready.end)).toBeLessThan(120);
  });

  test("tells search engines the desk is the company's technical-support contact", async ({
    page,
  }) => {
    const site = companyFacts();
    await page.goto("/support/contact-support");
    const organizations = (await jsonLd(page)).filter((block) => block["@type"] === "Organization");
    // The page's own block describes the same Organization as the site-wide one.
    expect(new Set(organizations.map((block) => block["@id"]))).toEqual(
      new Set([`${site.url}/#organization`]),
    );
    expect(organizations.map((block) => block.contactPoint).filter(Boolean)).toEqual([
      expect.objectContaining({
        "@type": "ContactPoint",
        contactType: "technical support",
        telephone: site.phones.support.e164,
        email: site.emails.support,
      }),
    ]);
  });
});
