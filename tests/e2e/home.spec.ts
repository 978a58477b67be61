import type { Page } from "@playwright/test";
import { languageTag } from "../../src/i18n/locale";
import { expectLinksStayIn } from "./support/content-pages";
import {
  about,
  awards,
  companyFacts,
  escapeRegExp,
  fill,
  home,
  locales,
  menus,
  pageText,
  pathOf,
  phoneIn,
  successStories,
  testimonials,
  ui,
  type Locale,
} from "./support/content";
import {
  afterPendingTasks,
  expect,
  expectNoAxeViolations,
  freezeClock,
  hydrate,
  islandOf,
  test,
} from "./support/fixtures";

/** The carousel's words in a language (interface strings: code, not content). */
const words = (locale: Locale) => ui(locale).home.carousel;
/** How many quotes content gives, in each language: the carousel shows them all. */
const quoteCount = testimonials("en").testimonials.length;

const carousel = (page: Page, locale: Locale = "en") =>
  page.getByRole("region", { name: words(locale).label });
const currentSlide = (page: Page, locale: Locale = "en") =>
  page.locator(`[aria-roledescription="${words(locale).roleSlide}"]:not([aria-hidden="true"])`);

/**
 * The label of the slide `n` steps from the first (1 is the first), counted round
 * the loop, as the carousel shows and announces it: "3 of 16" (content's words).
 */
function slide(n: number, locale: Locale = "en"): string {
  const current = ((((n - 1) % quoteCount) + quoteCount) % quoteCount) + 1;
  return fill(home(locale).testimonials.position, { current, total: quoteCount });
}
/** The carousel's position between its arrows, whichever quote it is at. */
const shownPosition = (page: Page, locale: Locale = "en") =>
  carousel(page, locale).getByText(
    new RegExp(
      `^${escapeRegExp(fill(home(locale).testimonials.position, { current: "000", total: quoteCount })).replace("000", "\\d+")}$`,
    ),
  );

/** Scrolls down to the carousel, as a reader would, and waits until it has hydrated. */
async function reachCarousel(page: Page, locale: Locale = "en") {
  await hydrate(carousel(page, locale));
}

/** The card of the home page's features that leads to `to`. */
const featureCard = (locale: Locale, to: string) =>
  home(locale).features.cards.find((card) => card.link.to === to)!;

test.describe("home page", () => {
  test("the hero image is the preloaded, high-priority, responsive LCP image", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).toMatch(
      /<link rel="preload" as="image" type="image\/avif" imageSrcSet="[^"]*\/assets\/hero\.[\w-]+\.avif 480w/i,
    );
    await page.goto("/");
    const hero = page.locator("picture img").first();
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    await expect(hero).toHaveAttribute("width", "1920");
    await expect(hero).toHaveAttribute("height", "1080");
    await expect(page.locator('picture source[type="image/avif"]').first()).toHaveAttribute(
      "srcset",
      /\/assets\/hero\.[\w-]+\.avif 1920w/,
    );
    expect(
      await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
  });

  for (const locale of locales) {
    test(`${locale}: the hero buttons, the feature cards and the support portal lead where they should`, async ({
      page,
    }) => {
      const content = home(locale);
      const site = companyFacts();
      await page.goto(pathOf("/", locale));
      await expect(page.locator("html")).toHaveAttribute("lang", languageTag[locale]);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        pageText("/", locale).heading,
      );
      const features = page.getByRole("region", { name: content.features.heading });
      await expect(features.getByRole("listitem")).toHaveCount(content.features.cards.length);
      await expect(features.getByRole("heading", { level: 3 })).toHaveText(
        content.features.cards.map((card) => card.title),
        { useInnerText: true },
      );
      for (const card of content.features.cards) {
        await expect(
          features.getByRole("link", { name: card.link.label, exact: true }),
        ).toHaveAttribute("href", pathOf(card.link.to, locale));
      }
      await expect(
        page.getByRole("heading", { level: 2, name: content.customers.heading }),
      ).toBeVisible();
      const portal = page.getByRole("link", {
        name: `${content.customers.portalLabel}${ui(locale).common.opensInNewTab}`,
      });
      await expect(portal).toHaveAttribute("href", site.externalUrls.supportPortal);
      await expect(portal).toHaveAttribute("target", "_blank");
      await expect(portal).toHaveAttribute("rel", "noopener");
      for (const link of content.customers.links) {
        await expect(
          page.getByRole("main").getByRole("link", { name: link.label, exact: true }).last(),
        ).toHaveAttribute("href", pathOf(link.to, locale));
      }
      await expect(
        page
          .getByRole("region", { name: menus(locale).helpBanner.heading })
          .getByRole("link", { name: menus(locale).helpBanner.action }),
      ).toHaveAttribute("href", pathOf("/contact", locale));
      await expect(page.getByRole("contentinfo")).toContainText(phoneIn(site.phones.main, locale));
      await expectLinksStayIn(page.getByRole("main"), locale);

      const { primaryAction, secondaryAction } = content.hero;
      await page.getByRole("link", { name: secondaryAction.label, exact: true }).first().click();
      await expect(page).toHaveURL(pathOf(secondaryAction.to, locale));
      await page.goBack();
      await page.getByRole("link", { name: primaryAction.label, exact: true }).first().click();
      await expect(page).toHaveURL(pathOf(primaryAction.to, locale));
    });
  }

  test("the feature cards: one to a row, icon beside the text, below 1024px; three from 1024px", async ({
    page,
  }) => {
    for (const locale of locales) {
      const path = pathOf("/", locale);
      const cardCount = home(locale).features.cards.length;
      for (const width of [375, 768, 890, 1024, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const where = `${path} at ${width}px`;
        const list = page.locator("section:has(#features-heading) ul");
        const listBox = (await list.boundingBox())!;
        const cards = await list.locator(":scope > li").evaluateAll((items) =>
          items.map((li) => {
            const box = (el: Element) => el.getBoundingClientRect();
            const link = li.querySelector("a")!;
            const lineHeight = parseFloat(getComputedStyle(link).lineHeight);
            return {
              top: Math.round(box(li).top),
              width: box(li).width,
              icon: box(li.firstElementChild!),
              heading: box(li.querySelector("h3")!),
              // The link's label on one line.
              linkLines: Math.round(box(link).height / lineHeight),
            };
          }),
        );
        expect(cards).toHaveLength(cardCount);
        const tops = new Set(cards.map((card) => card.top));
        if (width < 1024) {
          expect(tops.size, where).toBe(cardCount);
          for (const card of cards) expect(card.width, where).toBeCloseTo(listBox.width, 0);
          // Beside the icon, the link reads on one line, in both languages.
          if (width >= 640) for (const card of cards) expect(card.linkLines, where).toBe(1);
        } else {
          expect(tops.size, where).toBe(1);
        }
        // From 640px to 1024px the icon sits beside the title, not above it.
        for (const card of cards) {
          if (width >= 640 && width < 1024) {
            expect(card.icon.right, where).toBeLessThan(card.heading.left);
            expect(Math.abs(card.icon.top - card.heading.top), where).toBeLessThan(8);
          } else {
            expect(card.icon.bottom, where).toBeLessThan(card.heading.top);
          }
        }
        if (locale === "en" && width >= 1024) {
          for (const card of cards) expect(card.linkLines, where).toBe(1);
        }
      }
    }
  });

  for (const locale of locales) {
    test(`${locale}: the carousel holds every testimonial and is announced as a carousel`, async ({
      page,
    }) => {
      await page.goto(pathOf("/", locale));
      await reachCarousel(page, locale);
      const region = carousel(page, locale);
      await expect(region).toHaveAttribute("aria-roledescription", words(locale).roleCarousel);
      await expect(
        region.locator(`[aria-roledescription="${words(locale).roleSlide}"]`),
      ).toHaveCount(testimonials(locale).testimonials.length);
      await expect(currentSlide(page, locale)).toHaveAttribute("aria-label", slide(1, locale));
      // Where it stands, shown between the arrows in the language's words.
      await expect(shownPosition(page, locale)).toHaveText(slide(1, locale));
      await expectNoAxeViolations(page);
    });

    test(`${locale}: the keyboard meets the autoplay control first, then Previous and Next`, async ({
      page,
    }) => {
      await page.goto(pathOf("/", locale));
      await reachCarousel(page, locale);
      const region = carousel(page, locale);
      const controls = region.getByRole("button");
      // Polled: Astro marks the island hydrated when React starts, before it has drawn.
      await expect
        .poll(() => controls.evaluateAll((buttons) => buttons.map((b) => b.ariaLabel)))
        .toEqual([words(locale).pauseAutoplay, words(locale).previous, words(locale).next]);
      await region.getByRole("button", { name: words(locale).pauseAutoplay }).focus();
      await page.keyboard.press("Shift+Tab");
      // Nothing focusable comes before it inside the carousel: the slides hold only text.
      await expect(region.locator(":focus")).toHaveCount(0);
    });

    test(`${locale}: previous and next loop through the quotes, and Pause stops autoplay`, async ({
      page,
    }) => {
      const w = words(locale);
      await freezeClock(page);
      await page.goto(pathOf("/", locale));
      await reachCarousel(page, locale);
      await page.getByRole("button", { name: w.previous }).click();
      await page.clock.runFor(600);
      await expect(currentSlide(page, locale)).toHaveAttribute("aria-label", slide(0, locale));
      await expect(shownPosition(page, locale)).toHaveText(slide(0, locale));
      await page.getByRole("button", { name: w.next }).click();
      await page.clock.runFor(600);
      await expect(currentSlide(page, locale)).toHaveAttribute("aria-label", slide(1, locale));
      await expect(shownPosition(page, locale)).toHaveText(slide(1, locale));
      // The quote as the language writes quotations (« » with no-break spaces in French).
      expect(await currentSlide(page, locale).locator("blockquote").textContent()).toBe(
        fill(w.quote, { quote: testimonials(locale).testimonials[0]!.quote }),
      );
      await page.getByRole("button", { name: w.pauseAutoplay }).click();
      await page.mouse.move(5, 5);
      await page.locator("h1").focus();
      await page.clock.runFor(10_000);
      await expect(currentSlide(page, locale)).toHaveAttribute("aria-label", slide(1, locale));
      await expect(page.getByRole("button", { name: w.startAutoplay })).toBeVisible();
      // Stopped, a change of position is said, once, without interrupting.
      await expect(shownPosition(page, locale)).toHaveAttribute("aria-live", "polite");
      await expect(shownPosition(page, locale)).toHaveAttribute("aria-atomic", "true");
    });
  }

  for (const width of [375, 1440]) {
    test(`at ${width}px the controls are there before it hydrates, and nothing on the page moves when it does or when the quote changes`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      // Every layout shift a visitor did not cause, as the browser measures CLS.
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto("/");
      const region = carousel(page);
      // Below the fold, not hydrated yet: its controls and position are drawn already,
      // so the band under the quote is never empty and nothing appears later.
      await expect(islandOf(region)).toHaveAttribute("ssr");
      for (const name of [words("en").pauseAutoplay, words("en").previous, words("en").next]) {
        await expect(region.getByRole("button", { name })).toBeVisible();
      }
      await expect(shownPosition(page)).toHaveText(slide(1));
      await reachCarousel(page);
      await page.mouse.move(5, 5);
      // Two quotes of other lengths come in on their own (autoplay, the real clock).
      await expect(shownPosition(page)).toHaveText(slide(2), { timeout: 8000 });
      await expect(shownPosition(page)).toHaveText(slide(3), { timeout: 8000 });
      await page.waitForTimeout(600);
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual(
        [],
      );
    });
  }

  test("each card is as tall as its own quote; the carousel keeps the longest one's room, and shows no neighbour", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    await reachCarousel(page);
    const region = carousel(page);
    const frame = region.locator("[data-part=window]");
    const cards = region.locator(`[aria-roledescription="${words("en").roleSlide}"] figure`);
    await expect(cards).toHaveCount(quoteCount);
    // No room inside a card under its words: the card ends where its caption does,
    // plus the card's own padding.
    const holes = await cards.evaluateAll((figures) =>
      figures.map((figure) => {
        const caption = figure.querySelector("figcaption")!.getBoundingClientRect();
        const padding = Number.parseFloat(getComputedStyle(figure).paddingBottom);
        const border = Number.parseFloat(getComputedStyle(figure).borderBottomWidth);
        return Math.round(
          figure.getBoundingClientRect().bottom - caption.bottom - padding - border,
        );
      }),
    );
    expect(holes).toEqual(holes.map(() => 0));
    const heights = await cards.evaluateAll((figures) =>
      figures.map((figure) => figure.getBoundingClientRect().height),
    );
    expect((await frame.boundingBox())!.height).toBeCloseTo(Math.max(...heights), 0);
    // Only the current quote shows: nothing of its neighbours at the window's edges.
    const edges = (await frame.boundingBox())!;
    let showing = 0;
    for (const card of await cards.all()) {
      const box = (await card.boundingBox())!;
      const visible = Math.min(edges.x + edges.width, box.x + box.width) - Math.max(edges.x, box.x);
      if (visible > 0) showing++;
    }
    expect(showing).toBe(1);
  });

  test("autoplay waits until on screen, advances every 3 s, pauses on hover, stops on keyboard focus until Start", async ({
    page,
  }) => {
    const w = words("en");
    await freezeClock(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    const region = carousel(page);
    // Below the fold it waits: nothing moves unseen.
    await page.clock.runFor(9000);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", slide(1));
    await reachCarousel(page);
    await region.scrollIntoViewIfNeeded();
    await page.mouse.move(5, 500);
    // The browser reports the carousel on screen in a real frame, not on the test's
    // clock: wait until it plays (its live region goes quiet) and React has run the
    // effect that starts the timer, or the clock could run out before the timer exists.
    await expect(region.locator("[aria-live]").first()).toHaveAttribute("aria-live", "off");
    await afterPendingTasks(page);
    await page.clock.runFor(2900);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", slide(1));
    await page.clock.runFor(200);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", slide(2));
    await page.clock.runFor(3000);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", slide(3));

    await region.hover();
    await page.clock.runFor(9000);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", slide(3));
    await expect(region.locator("[aria-live]").first()).toHaveAttribute("aria-live", "polite");

    await page.mouse.move(5, 500);
    await page.clock.runFor(3100);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", slide(4));

    // A mouse click on a control is the pointer's: autoplay goes on once it has left.
    await page.getByRole("button", { name: w.next }).click();
    await page.clock.runFor(600);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", slide(5));
    await page.mouse.move(5, 500);
    await page.clock.runFor(3100);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", slide(6));

    // Keyboard focus coming in stops it, and it stays stopped after the focus has left.
    await page.keyboard.press("Tab");
    await expect(region.locator(":focus")).toHaveCount(0);
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("button", { name: w.next })).toBeFocused();
    await expect(page.getByRole("button", { name: w.startAutoplay })).toBeVisible();
    await page.clock.runFor(9000);
    await page.keyboard.press("Tab");
    await page.clock.runFor(9000);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", slide(6));
    await expect(region.locator("[aria-live]").first()).toHaveAttribute("aria-live", "polite");

    // Start plays it again, with the focus still on the control.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("button", { name: w.startAutoplay })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: w.pauseAutoplay })).toBeFocused();
    await afterPendingTasks(page);
    await page.clock.runFor(3100);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", slide(7));
  });

  test("fast presses of Previous and Next are taken in turn, across the loop's ends", async ({
    page,
  }) => {
    // On the real clock: each step's timer is set when React has drawn the step before.
    // The pointer stays on the controls, so autoplay is paused throughout.
    await page.goto("/");
    await reachCarousel(page);
    const next = page.getByRole("button", { name: words("en").next });
    const previous = page.getByRole("button", { name: words("en").previous });
    // A double click: the second press comes while the first slide is still moving.
    await next.click({ clickCount: 2 });
    await expect(currentSlide(page)).toHaveAttribute("aria-label", slide(3));
    // 3 → 2 → 1 → the last (through the clone of the last slide) → the one before it.
    await previous.click({ clickCount: 4 });
    await expect(currentSlide(page)).toHaveAttribute("aria-label", slide(-1));
    // And forward through the clone of the first, to the second.
    await next.click({ clickCount: 3 });
    await expect(currentSlide(page)).toHaveAttribute("aria-label", slide(2));
  });

  test("with reduced motion nothing moves on its own", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await freezeClock(page);
    await page.goto("/");
    await reachCarousel(page);
    await carousel(page).scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5);
    await page.clock.runFor(10_000);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", slide(1));
    await expect(page.getByRole("button", { name: words("en").pauseAutoplay })).toBeHidden();
    await page.getByRole("button", { name: words("en").next }).click();
    await page.clock.runFor(600);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", slide(2));
  });
});

/** The featured story as content gives it: its id in home.yaml, its figures in success-stories.yaml. */
function featuredStory(locale: Locale) {
  const id = home(locale).story.id;
  const story = successStories(locale).stories.find((s) => s.id === id);
  if (!story) throw new Error(`no story ${id}`);
  return story;
}

/** The home page shows the newest award logos, this many (a layout of full rows), then the partner badges. */
const shownAwardLogos = 4;

test.describe("home page: trust before the scroll ends", () => {
  for (const locale of locales) {
    test(`${locale}: the figures, a customer story with its figures, and the badges`, async ({
      page,
    }) => {
      const content = home(locale);
      const story = featuredStory(locale);
      await page.goto(pathOf("/", locale));
      // The figures as the language writes them ("3,750+", "3 750+"): facts filled in.
      const band = page.getByRole("region", { name: content.figures.label });
      const figures = band.getByRole("definition");
      expect(await figures.allTextContents()).toEqual(content.figures.stats.map((s) => s.value));
      await expect(band.getByRole("term")).toHaveText(content.figures.stats.map((s) => s.label));

      const region = page.getByRole("region", { name: story.customer });
      await expect(region.getByRole("definition")).toHaveText(story.outcomes.map((o) => o.value));
      await expect(region.getByRole("term")).toHaveText(story.outcomes.map((o) => o.label));
      await expect(region.getByRole("link", { name: content.story.linkLabel })).toHaveAttribute(
        "href",
        `${pathOf("/company/customer/succes-stories", locale)}#${story.id}`,
      );

      // The newest award logos and the partner badges, each with its alt text.
      const logos = awards(locale).awards.filter((award) => award.logo).length;
      const badges = page
        .getByRole("region", { name: content.recognition.heading })
        .getByRole("img");
      await expect(badges).toHaveCount(
        Math.min(logos, shownAwardLogos) + about(locale).recognition.badges.length,
      );
      for (const alt of await badges.evaluateAll((imgs) =>
        imgs.map((i) => i.getAttribute("alt")),
      )) {
        expect(alt?.length).toBeGreaterThan(10);
      }

      // One primary action and one secondary, in the hero: the rest of the page links on.
      const hero = page.locator("main > section").first();
      await expect(hero.getByRole("link")).toHaveText([
        content.hero.primaryAction.label,
        content.hero.secondaryAction.label,
      ]);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("home page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the first testimonial, no control that would do nothing, and every link works", async ({
    page,
  }) => {
    await page.goto("/");
    const region = carousel(page);
    await region.scrollIntoViewIfNeeded();
    await expect(region).toHaveAttribute("aria-roledescription", words("en").roleCarousel);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", slide(1));
    await expect(currentSlide(page).locator("blockquote")).toBeVisible();
    await expect(currentSlide(page).locator("blockquote")).toBeInViewport();
    // Previous, Next and Pause need the island's script: without it they are not offered.
    await expect(region.getByRole("button")).toHaveCount(0);
    // Every quote is one click away.
    const testimonialsPage = "/company/customer/testimonal";
    await page
      .getByRole("link", { name: featureCard("en", testimonialsPage).link.label, exact: true })
      .click();
    await expect(page).toHaveURL(testimonialsPage);
    await expect(page.locator("main figure")).toHaveCount(quoteCount);
  });
});

test.describe("home page: section rhythm", () => {
  test("one section's space between the feature cards and the customer story, at 1440px and 375px", async ({
    page,
  }) => {
    const content = home("en");
    for (const width of [1440, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      const cards = page
        .getByRole("region", { name: content.features.heading })
        .getByRole("listitem");
      const story = page.getByRole("region", { name: featuredStory("en").customer });
      const [last, next] = [await cards.last().boundingBox(), await story.boundingBox()];
      // The story's section starts where the cards' ends: one space (at most 80px), not two.
      const gap = next!.y - (last!.y + last!.height);
      expect(gap, `${width}px`).toBeLessThanOrEqual(81);
      expect(gap, `${width}px`).toBeGreaterThan(40);
    }
  });
});
