import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { parse } from "yaml";
import { site } from "../../src/content/site";
import {
  afterPendingTasks,
  expect,
  expectNoAxeViolations,
  freezeClock,
  hydrate,
  test,
} from "./support/fixtures";

const testimonials = (page: Page) => page.getByRole("region", { name: "Customer testimonials" });
const currentSlide = (page: Page) =>
  page.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');

/** Scrolls down to the carousel, as a reader would, and waits until it has hydrated. */
async function reachCarousel(page: Page) {
  await hydrate(testimonials(page));
}

test.describe("home page", () => {
  test("the hero image is the preloaded, high-priority, responsive LCP image", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).toMatch(
      /<link rel="preload" as="image" type="image\/avif" imageSrcSet="[^"]*hero-480\.avif 480w/i,
    );
    await page.goto("/");
    const hero = page.locator("picture img").first();
    await expect(hero).toHaveAttribute("fetchpriority", "high");
    await expect(hero).toHaveAttribute("width", "1920");
    await expect(hero).toHaveAttribute("height", "1080");
    await expect(page.locator('picture source[type="image/avif"]').first()).toHaveAttribute(
      "srcset",
      /hero-1920\.avif 1920w/,
    );
    expect(
      await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
  });

  test("the hero button, the three feature cards and the support portal lead where they should", async ({
    page,
  }) => {
    await page.goto("/");
    const cards = page.getByRole("region", { name: /One partner/ }).getByRole("listitem");
    await expect(cards).toHaveCount(3);
    await expect(
      page.getByRole("region", { name: /One partner/ }).getByRole("heading", { level: 3 }),
    ).toHaveText(["Software", "IT support", "Our customers"], { useInnerText: true });
    await expect(page.getByRole("link", { name: "Compare Sage products" })).toHaveAttribute(
      "href",
      "/software",
    );
    await expect(page.getByRole("link", { name: "See our IT services" })).toHaveAttribute(
      "href",
      "/services/managed-services",
    );
    await expect(page.getByRole("link", { name: "Read testimonials" })).toHaveAttribute(
      "href",
      "/company/customer/testimonal",
    );
    const portal = page.getByRole("link", { name: /Open the support portal/ });
    await expect(portal).toHaveAttribute("href", site.externalUrls.supportPortal);
    await expect(portal).toHaveAttribute("target", "_blank");
    await expect(portal).toHaveAttribute("rel", "noopener");
    await expect(page.getByRole("region", { name: "How Can We Help?" })).toContainText(
      site.phones.main.display,
    );
    await page.getByRole("link", { name: "Explore our software" }).click();
    await expect(page).toHaveURL("/software");
  });

  test("the feature cards: one to a row, icon beside the text, below 1024px; three from 1024px", async ({
    page,
  }) => {
    for (const path of ["/", "/fr"]) {
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
        expect(cards).toHaveLength(3);
        const tops = new Set(cards.map((card) => card.top));
        if (width < 1024) {
          expect(tops.size, where).toBe(3);
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
        if (path === "/" && width >= 1024) {
          for (const card of cards) expect(card.linkLines, where).toBe(1);
        }
      }
    }
  });

  test("the carousel holds all 16 testimonials and is announced as a carousel", async ({
    page,
  }) => {
    await page.goto("/");
    await reachCarousel(page);
    const carousel = testimonials(page);
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(16);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "1 of 16");
    await expectNoAxeViolations(page);
  });

  test("autoplay waits until on screen, advances every 3 s, pauses on hover, stops on keyboard focus until Start", async ({
    page,
  }) => {
    await freezeClock(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto("/");
    const carousel = testimonials(page);
    // Below the fold it waits: nothing moves unseen.
    await page.clock.runFor(9000);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "1 of 16");
    await reachCarousel(page);
    await carousel.scrollIntoViewIfNeeded();
    await page.mouse.move(5, 500);
    // The browser reports the carousel on screen in a real frame, not on the test's
    // clock: wait until it plays (its live region goes quiet) and React has run the
    // effect that starts the timer, or the clock could run out before the timer exists.
    await expect(carousel.locator("[aria-live]").first()).toHaveAttribute("aria-live", "off");
    await afterPendingTasks(page);
    await page.clock.runFor(2900);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "1 of 16");
    await page.clock.runFor(200);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "2 of 16");
    await page.clock.runFor(3000);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "3 of 16");

    await carousel.hover();
    await page.clock.runFor(9000);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "3 of 16");
    await expect(carousel.locator("[aria-live]").first()).toHaveAttribute("aria-live", "polite");

    await page.mouse.move(5, 500);
    await page.clock.runFor(3100);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "4 of 16");

    // A mouse click on a control is the pointer's: autoplay goes on once it has left.
    await page.getByRole("button", { name: "Next testimonial" }).click();
    await page.clock.runFor(600);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "5 of 16");
    await page.mouse.move(5, 500);
    await page.clock.runFor(3100);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "6 of 16");

    // Keyboard focus coming in stops it, and it stays stopped after the focus has left.
    await page.keyboard.press("Tab");
    await expect(carousel.locator(":focus")).toHaveCount(0);
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("button", { name: "Next testimonial" })).toBeFocused();
    await expect(page.getByRole("button", { name: "Start autoplay" })).toBeVisible();
    await page.clock.runFor(9000);
    await page.keyboard.press("Tab");
    await page.clock.runFor(9000);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "6 of 16");
    await expect(carousel.locator("[aria-live]").first()).toHaveAttribute("aria-live", "polite");

    // Start plays it again, with the focus still on the control.
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Shift+Tab");
    await expect(page.getByRole("button", { name: "Start autoplay" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Pause autoplay" })).toBeFocused();
    await afterPendingTasks(page);
    await page.clock.runFor(3100);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "7 of 16");
  });

  test("fast presses of Previous and Next are taken in turn, across the loop's ends", async ({
    page,
  }) => {
    // On the real clock: each step's timer is set when React has drawn the step before.
    // The pointer stays on the controls, so autoplay is paused throughout.
    await page.goto("/");
    await reachCarousel(page);
    const next = page.getByRole("button", { name: "Next testimonial" });
    const previous = page.getByRole("button", { name: "Previous testimonial" });
    // A double click: the second press comes while the first slide is still moving.
    await next.click({ clickCount: 2 });
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "3 of 16");
    // 3 → 2 → 1 → 16 (through the clone of the last slide) → 15.
    await previous.click({ clickCount: 4 });
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "15 of 16");
    // And forward through the clone of the first: 15 → 16 → 1 → 2.
    await next.click({ clickCount: 3 });
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "2 of 16");
  });

  test("previous and next loop through the quotes, and Pause stops autoplay", async ({ page }) => {
    await freezeClock(page);
    await page.goto("/");
    await reachCarousel(page);
    await page.getByRole("button", { name: "Previous testimonial" }).click();
    await page.clock.runFor(600);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "16 of 16");
    await page.getByRole("button", { name: "Next testimonial" }).click();
    await page.clock.runFor(600);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "1 of 16");
    await page.getByRole("button", { name: "Pause autoplay" }).click();
    await page.mouse.move(5, 5);
    await page.locator("h1").focus();
    await page.clock.runFor(10_000);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "1 of 16");
    await expect(page.getByRole("button", { name: "Start autoplay" })).toBeVisible();
  });

  test("the keyboard meets the autoplay control first, then Previous and Next", async ({
    page,
  }) => {
    await page.goto("/");
    await reachCarousel(page);
    const carousel = testimonials(page);
    const controls = carousel.getByRole("button");
    expect(
      await controls.evaluateAll((buttons) => buttons.map((b) => b.getAttribute("aria-label"))),
    ).toEqual(["Pause autoplay", "Previous testimonial", "Next testimonial"]);
    await page.getByRole("button", { name: "Pause autoplay" }).focus();
    await page.keyboard.press("Shift+Tab");
    // Nothing focusable comes before it inside the carousel: the slides hold only text.
    await expect(carousel.locator(":focus")).toHaveCount(0);
  });

  test("with reduced motion nothing moves on its own", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await freezeClock(page);
    await page.goto("/");
    await reachCarousel(page);
    await testimonials(page).scrollIntoViewIfNeeded();
    await page.mouse.move(5, 5);
    await page.clock.runFor(10_000);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "1 of 16");
    await expect(page.getByRole("button", { name: "Pause autoplay" })).toBeHidden();
    await page.getByRole("button", { name: "Next testimonial" }).click();
    await page.clock.runFor(600);
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "2 of 16");
  });
});

type Story = { id: string; customer: string; outcomes: { value: string; label: string }[] };

/** The featured story as content gives it: its id in home.yaml, its figures in success-stories.yaml. */
function featuredStory(dir: "content/en" | "content/fr"): Story {
  const home = parse(readFileSync(`${dir}/home.yaml`, "utf8")) as { story: { id: string } };
  const { stories } = parse(readFileSync(`${dir}/success-stories.yaml`, "utf8")) as {
    stories: Story[];
  };
  const story = stories.find((s) => s.id === home.story.id);
  if (!story) throw new Error(`no story ${home.story.id}`);
  return story;
}

const trust = [
  {
    path: "/",
    band: "Ridgeline in numbers",
    figures: ["1981", "3,750+", "20+", "80+", "99.9%"],
    story: featuredStory("content/en"),
    storyLink: "Read the whole story",
    storyHref: "/company/customer/succes-stories#",
    recognition: "Recognized by Sage",
    hero: ["Explore our software", "Talk to a consultant"],
  },
  {
    path: "/fr",
    band: "Ridgeline en chiffres",
    // Written the French way: a space between thousands, a comma, a space before %.
    figures: ["1981", "3\u00a0750+", "20+", "80+", "99,9\u00a0%"],
    story: featuredStory("content/fr"),
    storyLink: "Lire toute l’histoire",
    storyHref: "/fr/entreprise/clients/reussites#",
    recognition: "Reconnue par Sage",
    hero: ["Découvrir nos logiciels", "Parler à un conseiller"],
  },
];

test.describe("home page: trust before the scroll ends", () => {
  for (const t of trust) {
    test(`${t.path} shows the five figures, a customer story with its figures, and the badges`, async ({
      page,
    }) => {
      await page.goto(t.path);
      const band = page.getByRole("region", { name: t.band });
      const figures = band.getByRole("definition");
      expect(await figures.allTextContents()).toEqual(t.figures);
      await expect(band.getByRole("term")).toHaveCount(5);

      const story = page.getByRole("region", { name: t.story.customer });
      await expect(story.getByRole("definition")).toHaveText(t.story.outcomes.map((o) => o.value));
      await expect(story.getByRole("term")).toHaveText(t.story.outcomes.map((o) => o.label));
      await expect(story.getByRole("link", { name: t.storyLink })).toHaveAttribute(
        "href",
        new RegExp(`^${t.storyHref}${t.story.id}$`),
      );

      // The four newest award logos and the two partner badges, each with its alt text.
      const badges = page.getByRole("region", { name: t.recognition }).getByRole("img");
      await expect(badges).toHaveCount(6);
      for (const alt of await badges.evaluateAll((imgs) =>
        imgs.map((i) => i.getAttribute("alt")),
      )) {
        expect(alt?.length).toBeGreaterThan(10);
      }

      // One primary action and one secondary, in the hero: the rest of the page links on.
      const hero = page.locator("main > section").first();
      await expect(hero.getByRole("link")).toHaveText(t.hero);
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
    const carousel = testimonials(page);
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    await expect(currentSlide(page)).toHaveAttribute("aria-label", "1 of 16");
    await expect(currentSlide(page).locator("blockquote")).toBeVisible();
    await expect(currentSlide(page).locator("blockquote")).toBeInViewport();
    // Previous, Next and Pause need the island's script: without it they are not offered.
    await expect(carousel.getByRole("button")).toHaveCount(0);
    // Every quote is one click away.
    await page.getByRole("link", { name: "Read testimonials" }).click();
    await expect(page).toHaveURL("/company/customer/testimonal");
    await expect(page.locator("main figure")).toHaveCount(16);
  });
});
