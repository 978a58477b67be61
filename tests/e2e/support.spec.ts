import type { Page } from "@playwright/test";
import { site } from "../../src/content/site";
import { jsonLd } from "./support/content-pages";
import { expect, expectExpanded, hydrate, test } from "./support/fixtures";
import { smallText } from "./support/text-size";

const videoFile = /\.(?:webm|mp4)(?:[?#]|$)/;

async function open(page: Page, path: string) {
  await page.goto(path);
}

test.describe("newsletters", () => {
  // Chromium's accessible name drops the space before the parenthesis (its own text
  // rendering of the uppercase heading); Playwright's keeps it.
  const archiveName = /archive ?\(2021 & earlier\)/i;
  /** The archive's toggle (a <summary>, which has no ARIA role) by its heading's text. */
  const archiveToggle = (page: Page) => page.getByRole("heading", { name: archiveName });
  const expectArchive = (page: Page, open: boolean) =>
    expectExpanded(page, "DisclosureTriangle", archiveName, open);

  test("lists 2024 and 2023, then the archive of 2021 to 2016, open by default", async ({
    page,
  }) => {
    await open(page, "/support/newsletters");
    await expect(page.getByRole("heading", { level: 1, name: "Newsletters" })).toBeVisible();
    const years = page.getByRole("heading", { name: /^\d{4}$/ });
    await expect(years).toHaveText([
      "2024",
      "2023",
      "2021",
      "2020",
      "2019",
      "2018",
      "2017",
      "2016",
    ]);
    await expectArchive(page, true);
    await expect(page.getByRole("heading", { name: "2016" })).toBeVisible();
    const region2024 = page.getByRole("group", { name: "2024" });
    // Years are named groups, not a landmark each.
    await expect(page.getByRole("region", { name: /^20\d\d$/ })).toHaveCount(0);
    await expect(region2024.getByRole("listitem")).toHaveText([
      /1st Quarter/,
      /2nd Quarter/,
      /3rd Quarter/,
      /Year End/,
    ]);
    await expect(page.getByRole("group", { name: "2023" }).getByRole("listitem")).toHaveCount(2);
  });

  test("the archive toggles by click, Enter and Space", async ({ page }) => {
    await open(page, "/support/newsletters");
    const toggle = archiveToggle(page);
    const year2019 = page.getByRole("heading", { name: "2019" });

    await toggle.click();
    await expectArchive(page, false);
    await expect(year2019).toBeHidden();
    await toggle.click();
    await expectArchive(page, true);
    await expect(year2019).toBeVisible();

    // The keyboard reaches the toggle from the last 2023 issue.
    await page.getByRole("group", { name: "2023" }).getByRole("link").last().focus();
    await page.keyboard.press("Tab");
    await expect(page.locator(":focus")).toContainText(archiveName);
    await page.keyboard.press("Enter");
    await expectArchive(page, false);
    await expect(year2019).toBeHidden();
    await page.keyboard.press("Enter");
    await expectArchive(page, true);

    // Space toggles exactly once.
    await page.keyboard.press("Space");
    await expectArchive(page, false);
    await expect(year2019).toBeHidden();
    await page.keyboard.press("Space");
    await expectArchive(page, true);
    await expect(year2019).toBeVisible();
  });

  test("2017 1st Quarter reads as a plain note that it is not available, without a link", async ({
    page,
  }) => {
    await open(page, "/support/newsletters");
    const issue = page
      .getByRole("group", { name: "2017" })
      .getByRole("listitem")
      .filter({ hasText: "1st Quarter" });
    await expect(issue).toContainText("This issue is not available: no copy of it was kept.");
    await expect(issue.getByRole("link")).toHaveCount(0);
    // A note, not a broken file: no file icon and no badge beside the period.
    await expect(issue.locator("svg")).toHaveCount(0);
    await expect(issue.getByText("Not available", { exact: true })).toHaveCount(0);
  });

  test("every issue links to its own PDF, in a new tab, and every PDF answers", async ({
    page,
    request,
  }) => {
    test.slow(); // 29 requests and as many attribute checks
    await open(page, "/support/newsletters");
    const links = page.getByRole("link", { name: /newsletter PDF/ });
    await expect(links).toHaveCount(29);
    const hrefs = new Set<string>();
    for (const link of await links.all()) {
      const name = (await link.getAttribute("href"))!;
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /\bnoopener\b/);
      await expect(link).toContainText("PDF");
      // The accessible name starts with the year; the file must be that year's.
      const label = await link.textContent();
      const year = /\d{4}/.exec(label ?? "")?.[0];
      expect(name, label ?? "").toContain(`/${year}-`);
      hrefs.add(name);
      const response = await request.get(name);
      expect(response.status(), name).toBe(200);
      expect(response.headers()["content-type"], name).toBe("application/pdf");
      expect((await response.body()).subarray(0, 5).toString(), name).toBe("%PDF-");
    }
    expect(hrefs.size).toBe(29);
  });

  test("the side list sits beside the lists on wide screens and below them on phones", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await open(page, "/support/newsletters");
    const side = page.getByRole("complementary", { name: "Software and IT Support" });
    await expect(side.getByRole("link")).toHaveCount(10);
    const list = page.getByRole("group", { name: "2024" });
    const [sideBox, listBox] = [await side.boundingBox(), await list.boundingBox()];
    expect(sideBox!.x).toBeGreaterThan(listBox!.x + listBox!.width);

    await page.setViewportSize({ width: 375, height: 800 });
    const [sideBelow, archive] = [
      await side.boundingBox(),
      await archiveToggle(page).boundingBox(),
    ];
    expect(sideBelow!.y).toBeGreaterThan(archive!.y);
  });
});

test.describe("newsletters without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the archive is open and toggles by click and keyboard", async ({ page }) => {
    await open(page, "/support/newsletters");
    const toggle = page.getByRole("heading", { name: /archive \(2021 & earlier\)/i });
    const year2019 = page.getByRole("heading", { name: "2019" });
    await expect(year2019).toBeVisible();
    await toggle.click();
    await expect(year2019).toBeHidden();
    await page.keyboard.press("Enter");
    await expect(year2019).toBeVisible();
    await page.keyboard.press("Space");
    await expect(year2019).toBeHidden();
    await page.keyboard.press("Space");
    await expect(year2019).toBeVisible();
  });
});

test.describe("training videos", () => {
  test("shows 21 Sage 300 and 17 Sage CRM captioned videos, posters only", async ({ page }) => {
    const videoRequests: string[] = [];
    page.on("request", (request) => {
      if (videoFile.test(request.url())) videoRequests.push(request.url());
    });
    await open(page, "/support/training-videos");
    const sage300 = page.getByRole("region", { name: "Sage 300 Training" });
    const crm = page.getByRole("region", { name: "Sage CRM Training" });
    await expect(sage300.getByRole("figure")).toHaveCount(21);
    await expect(crm.getByRole("figure")).toHaveCount(17);
    await expect(
      sage300.getByRole("figure", { name: /Posting a General Ledger batch/ }),
    ).toBeVisible();

    // Until asked, each video is a poster and a play link to its clip: no player, no clip.
    await expect(page.locator("video")).toHaveCount(0);
    const plays = page.getByRole("link", { name: /^Play video: / });
    await expect(plays).toHaveCount(38);
    await expect(
      page.getByRole("link", { name: "Play video: Posting a General Ledger batch" }),
    ).toHaveAttribute("href", /\/media\/videos\/clips\/.+\.(webm|mp4)$/);
    const posters = page.locator("figure img");
    await expect(posters).toHaveCount(38);
    for (const poster of await posters.all()) {
      await expect(poster).toHaveAttribute("src", /\/media\/videos\/posters\/.+\.webp$/);
      await expect(poster).toHaveAttribute("loading", "lazy");
    }
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

  test("each video has a poster of its own, and no text on the page is under 12 px", async ({
    page,
    request,
  }) => {
    await open(page, "/support/training-videos");
    const sources = await page
      .locator("figure img")
      .evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
    expect(sources).toHaveLength(38);
    const pictures = new Set<string>();
    for (const src of sources) {
      const response = await request.get(src);
      expect(response.status(), src).toBe(200);
      pictures.add((await response.body()).toString("base64"));
    }
    expect(pictures.size, "38 different pictures").toBe(38);
    for (const width of [375, 700, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await smallText(page), `text under 12 px at ${width} px`).toEqual([]);
    }
  });

  test("a video plays when asked to, and only then fetches its clip", async ({ page }) => {
    const videoRequests: string[] = [];
    page.on("request", (request) => {
      if (videoFile.test(request.url())) videoRequests.push(request.url());
    });
    await open(page, "/support/training-videos");
    await page.waitForLoadState("networkidle");
    expect(videoRequests).toEqual([]);

    const figure = page.getByRole("figure", { name: /Creating an opportunity in Sage CRM/ });
    const play = figure.getByRole("link", { name: /^Play video: / });
    await play.scrollIntoViewIfNeeded();
    // Keyboard alone: Enter on the play link swaps in the player, focused and playing.
    await play.focus();
    await page.keyboard.press("Enter");
    const video = figure.locator("video");
    await expect(video).toBeFocused();
    await expect(video).toHaveAttribute("controls", "");
    await expect(video.locator("track[kind=captions]")).toHaveAttribute("srclang", "en");
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 })
      .toBeGreaterThan(0.3);
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    expect(videoRequests.length).toBeGreaterThan(0);
    expect(
      videoRequests.every((url) => url.endsWith("/media/videos/clips/sage-crm-pipeline.webm")),
    ).toBe(true);
  });

  test("starting a second video pauses the first", async ({ page }) => {
    await open(page, "/support/training-videos");
    const first = page.getByRole("figure", { name: /Creating an opportunity in Sage CRM/ });
    const second = page.getByRole("figure", { name: /Posting a General Ledger batch/ });
    await first.getByRole("link", { name: /^Play video: / }).click();
    const firstVideo = first.locator("video");
    // The placeholder clip lasts 4 s; looping keeps "paused" from meaning "ended".
    await firstVideo.evaluate((v: HTMLVideoElement) => (v.loop = true));
    await expect.poll(() => firstVideo.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);

    await second.getByRole("link", { name: /^Play video: / }).click();
    const secondVideo = second.locator("video");
    await expect.poll(() => secondVideo.evaluate((v: HTMLVideoElement) => v.paused)).toBe(false);
    expect(await firstVideo.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
  });

  test("Space on a play link plays the video too, without scrolling the page", async ({ page }) => {
    await open(page, "/support/training-videos");
    const figure = page.getByRole("figure", { name: /Posting a General Ledger batch/ });
    const play = figure.getByRole("link", { name: /^Play video: / });
    await play.scrollIntoViewIfNeeded();
    // Tabbing to the link brings the library to life; a person's Space comes after that.
    await hydrate(play);
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press("Space");
    await expect(figure.locator("video")).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test("the filter narrows both lists as you type and shows an empty state", async ({ page }) => {
    await open(page, "/support/training-videos");
    const filter = page.getByRole("searchbox", { name: "Filter videos" });
    const status = page.getByRole("status");
    await expect(status).toHaveText("Showing 38 of 38 videos");

    await filter.fill("ledger");
    await expect(status).toHaveText("Showing 3 of 38 videos");
    await expect(
      page.getByRole("region", { name: "Sage 300 Training" }).getByRole("figure"),
    ).toHaveCount(3);
    // A section without a match stays, so the page's section links still lead somewhere.
    const crm = page.getByRole("region", { name: "Sage CRM Training" });
    await expect(crm.getByRole("figure")).toHaveCount(0);
    await expect(crm).toContainText("None of this section’s 17 videos match “ledger”.");
    await page
      .getByRole("navigation", { name: "Training sections" })
      .getByRole("link", { name: /Sage CRM Training/ })
      .click();
    await expect(crm.getByRole("heading", { name: "Sage CRM Training" })).toBeInViewport();

    await filter.fill("");
    await filter.pressSequentially("sage crm");
    await expect(status).toHaveText("Showing 3 of 38 videos");
    await expect(
      page.getByRole("region", { name: "Sage CRM Training" }).getByRole("figure"),
    ).toHaveCount(3);

    await filter.fill("opportunity");
    await expect(status).toHaveText("Showing 2 of 38 videos");

    await filter.fill("payroll");
    await expect(status).toHaveText("Showing 0 of 38 videos");
    await expect(page.getByRole("heading", { name: "No videos match “payroll”" })).toBeVisible();
    await expect(page.getByRole("figure")).toHaveCount(0);
    await page.getByRole("button", { name: "Clear the filter" }).click();
    await expect(status).toHaveText("Showing 38 of 38 videos");
    await expect(filter).toBeFocused();
    await expect(filter).toHaveValue("");
    await expect(page.getByRole("figure")).toHaveCount(38);
  });

  test("describes every video as a VideoObject for search engines", async ({ page }) => {
    await open(page, "/support/training-videos");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const videos = blocks
      .map((text) => JSON.parse(text) as Record<string, string>)
      .filter((data) => data["@type"] === "VideoObject");
    expect(videos).toHaveLength(38);
    const first = videos.find((v) => v.name === "Posting a General Ledger batch");
    expect(first).toMatchObject({
      duration: "PT2M10S",
      uploadDate: "2021-03-09",
      contentUrl: expect.stringMatching(/^https:\/\/.+\/media\/videos\/clips\/.+\.webm$/),
      thumbnailUrl: expect.stringMatching(/^https:\/\/.+\/media\/videos\/posters\/.+\.webp$/),
      description: expect.any(String),
    });
  });
});

test.describe("training videos without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("lists every video, offers no filter it cannot run, and a play link opens its clip", async ({
    page,
  }) => {
    await open(page, "/support/training-videos");
    await expect(
      page.getByRole("region", { name: "Sage 300 Training" }).getByRole("figure"),
    ).toHaveCount(21);
    await expect(
      page.getByRole("region", { name: "Sage CRM Training" }).getByRole("figure"),
    ).toHaveCount(17);
    await expect(page.getByRole("searchbox", { name: "Filter videos" })).toBeHidden();
    const play = page.getByRole("link", { name: "Play video: Posting a General Ledger batch" });
    const href = await play.getAttribute("href");
    expect(href).toMatch(/\/media\/videos\/clips\/.+\.(webm|mp4)$/);
    const clip = page.waitForResponse((response) => response.url().endsWith(href!));
    await play.click();
    const response = await clip;
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/^video\//);
    await expect(page).toHaveURL(href!);
  });
});

test.describe("contact support", () => {
  test("sends customers to the phone desk, with e-mail and the support site", async ({ page }) => {
    await open(page, "/support/contact-support");
    await expect(page.getByRole("heading", { level: 1, name: "Contact support" })).toBeVisible();
    const { support } = site.phones;
    await expect(page.getByRole("link", { name: `Call ${support.display}` })).toHaveAttribute(
      "href",
      `tel:${support.e164}`,
    );
    await expect(page.getByRole("link", { name: site.emails.support })).toHaveAttribute(
      "href",
      `mailto:${site.emails.support}`,
    );
    const portal = page.getByRole("link", { name: /support\.ridgeline\.example/ });
    await expect(portal).toHaveAttribute("target", "_blank");
    await expect(portal).toHaveAttribute("rel", /\bnoopener\b/);
    await expect(page.getByText("The exact error message")).toBeVisible();
    await expect(page.getByText(/8:00 a\.m\. to 6:00 p\.m\./)).toBeVisible();
    await expect(page.locator("main form")).toHaveCount(0);
  });

  test("the e-mail and support-site cards are as tall as what they say, at every width", async ({
    page,
  }) => {
    await open(page, "/support/contact-support");
    for (const width of [375, 890, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const name of ["E-mail", "Customer support site"]) {
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

  test("tells search engines the desk is the company's technical-support contact", async ({
    page,
  }) => {
    await open(page, "/support/contact-support");
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
