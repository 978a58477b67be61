import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import {
  fill,
  locales,
  pathOf,
  product,
  spaced,
  ui,
  type Locale,
  type Section,
} from "./support/content";
import { axeTags, expect, expectNoAxeViolations, pageOwnScripts, test } from "./support/fixtures";

// The preview on a real page: the Sage 300 page's zoomable images, which form one
// group in reading order (content/<locale>/software/sage300.yaml): the product
// screenshot beside the page's heading, then the industries artwork in the sections.
const path = "/software/sage300";

/** The files the build made from the original at `src`, whose names carry hashes. */
const builtGlob = (src: string) =>
  `/assets/${src
    .split("/")
    .pop()!
    .replace(/\.\w+$/, "")}.*.webp`;

/** The zoomable images of the Sage 300 page in a language, as the preview names them. */
function screensIn(locale: Locale) {
  const content = product("sage300", locale);
  const industries = content.sections.find(
    (section): section is Extract<Section, { type: "industries" }> => section.type === "industries",
  )!;
  const shown = (image: typeof content.screenshot) => ({
    // Titled by its caption, when it has one, not by its alt text (which the image keeps).
    title: image.caption ?? image.alt,
    alt: image.alt,
    thumb: fill(ui(locale).media.enlarge, { alt: image.alt }),
    // What the preview shows: the largest size the build made, never needed by the page
    // itself (/assets/<name>.<hashes>.webp), as a URL glob that reads as a RegExp too.
    large: builtGlob(image.src),
  });
  return [shown(content.screenshot), shown(industries.image)] as const;
}

const screens = screensIn("en");
const words = ui("en").media.viewer;
/** "1 of 2": where the shown image stands in the page's group. */
const position = (index: number, locale: Locale = "en") =>
  fill(ui(locale).media.viewer.position, { index, count: screens.length });
/** "150%": the zoom level as the preview shows it. */
const zoom = (percent: number, locale: Locale = "en") =>
  fill(ui(locale).media.viewer.zoomValue, { percent });

// The page is static HTML; one small script (src/scripts/enlarge.ts, in the bundle of
// src/components/enhance/media-links.astro) makes its Enlarge links open the preview,
// whose module it imports on the first Enlarge (with Vite's small helper for
// dynamic imports).
const pageScript = /^\/assets\/media-links\.[\w.-]+\.js$/;
const importHelper = /^\/assets\/preload-helper\.[\w-]+\.js$/;
const viewerModule = /\/assets\/image-viewer\.[\w.-]+\.js$/;

/** Loads the page. A module script has run by the load event that goto waits for. */
async function load(page: Page, at = path) {
  await page.goto(at);
}

function thumbnail(page: Page, index = 0) {
  return page.getByRole("link", { name: screens[index]!.thumb });
}

/** Opens screen `index` by click and waits for its image. */
async function open(page: Page, index = 0) {
  await thumbnail(page, index).click();
  const dialog = page.getByRole("dialog", { name: screens[index]!.title });
  await expect(dialog).toBeVisible();
  await expect(stageOf(dialog)).toHaveAttribute("data-status", "loaded");
  return dialog;
}

// The stage and the transformed image expose their state as data attributes.
const stageOf = (dialog: Locator) => dialog.locator("[data-status]");
const imageOf = (dialog: Locator) => dialog.locator("img[data-scale]");
const control = (dialog: Locator, name: string) =>
  dialog.getByRole("button", { name, exact: true });

async function expectTransform(
  image: Locator,
  state: {
    scale?: number;
    rotate?: number;
    flipX?: boolean;
    flipY?: boolean;
    x?: number;
    y?: number;
  },
) {
  const attributes = {
    "data-scale": state.scale,
    "data-rotate": state.rotate,
    "data-flip-x": state.flipX,
    "data-flip-y": state.flipY,
    "data-x": state.x,
    "data-y": state.y,
  };
  for (const [name, value] of Object.entries(attributes)) {
    if (typeof value === "number" && (name === "data-x" || name === "data-y")) {
      // Pointer positions are fractional; a pan is right to within a hundredth of a pixel.
      await expect
        .poll(async () => Math.abs(Number(await image.getAttribute(name)) - value))
        .toBeLessThan(0.01);
    } else if (value !== undefined) {
      await expect(image).toHaveAttribute(name, String(value));
    }
  }
}

const inlineTransform = (image: Locator) => image.evaluate((el) => el.style.transform);

test.describe("image preview", () => {
  test("loads its script on the visitor's first touch, and the viewer on Enlarge", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await load(page);
    const thumb = thumbnail(page);
    await thumb.scrollIntoViewIfNeeded();
    await thumb.hover();
    await page.waitForLoadState("networkidle");

    // Scrolled and hovered, not touched: nothing but the search launcher (which shares
    // the import helper the page script will use).
    expect(scripts.filter((p) => importHelper.test(p))).toHaveLength(1);
    expect(pageOwnScripts(scripts)).toEqual([]);

    // The press on Enlarge brings the page script; the click waits for it, then opens.
    await open(page);
    const loaded = pageOwnScripts(scripts);
    expect(loaded[0]).toMatch(pageScript);
    expect(loaded.filter((p) => viewerModule.test(p))).toHaveLength(1);
    // React came with it: the viewer is a React component in a root of its own.
    expect(loaded.some((p) => /^\/assets\/react-dom\.[\w-]+\.js$/.test(p))).toBe(true);

    // A second open fetches nothing more.
    const before = scripts.length;
    await page.keyboard.press("Escape");
    await open(page, 1);
    expect(scripts).toHaveLength(before);
  });

  test("shows that the viewer is opening while its code arrives", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(viewerModule, async (route) => {
      await held;
      await route.continue();
    });
    await load(page);
    await thumbnail(page).click();
    const status = page.getByRole("status").filter({ hasText: words.opening });
    await expect(status).toBeVisible();
    await expect(page).toHaveURL(path);
    release();
    await expect(page.getByRole("dialog", { name: screens[0].title })).toBeVisible();
    await expect(status).toHaveCount(0);
  });

  test.describe("when the viewer's code cannot be fetched", () => {
    test.use({ allowedErrors: [/Failed to load resource|Failed to fetch dynamically imported/] });
    test("opens the image itself", async ({ page }) => {
      await page.route(viewerModule, (route) => route.abort());
      await load(page);
      await thumbnail(page).click();
      await page.waitForURL(`**${screens[0].large}`);
    });
  });

  test("opens on click as a titled modal dialog and closes with its close button", async ({
    page,
  }) => {
    await load(page);
    const dialog = await open(page);
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(dialog.getByRole("heading", { level: 2, name: screens[0].title })).toBeVisible();
    await expect(dialog.getByText(position(1))).toBeVisible();
    await expect(control(dialog, words.close)).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe("hidden");

    await control(dialog, words.close).click();
    await expect(dialog).toBeHidden();
    await expect(thumbnail(page)).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.style.overflow)).toBe("");
  });

  test("opens with Enter and closes with Escape, returning focus", async ({ page }) => {
    await load(page);
    const thumb = thumbnail(page, 1);
    await thumb.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: screens[1].title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(position(2))).toBeVisible();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(thumb).toBeFocused();
  });

  test("opens with Space too, and the page does not scroll", async ({ page }) => {
    await load(page);
    const thumb = thumbnail(page, 1);
    await thumb.focus();
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press(" ");
    await expect(page.getByRole("dialog", { name: screens[1].title })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(thumb).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  });

  test("a Ctrl or Cmd click opens the picture itself in a new tab, not the preview", async ({
    page,
    context,
  }) => {
    await load(page);
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      thumbnail(page).click({ modifiers: ["ControlOrMeta"] }),
    ]);
    await tab.waitForLoadState();
    expect(tab.url()).toMatch(new RegExp(`${screens[0].large}$`));
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page).toHaveURL(path);
  });

  test("a click on the backdrop closes, a click on the image does not", async ({ page }) => {
    await load(page);
    const dialog = await open(page);
    await imageOf(dialog).click();
    await expect(dialog).toBeVisible();

    const stage = (await stageOf(dialog).boundingBox())!;
    const image = (await imageOf(dialog).boundingBox())!;
    expect(image.x - stage.x).toBeGreaterThan(20);
    await page.mouse.click(stage.x + 10, stage.y + 10);
    await expect(dialog).toBeHidden();
    await expect(thumbnail(page)).toBeFocused();
  });

  test("keeps focus inside the dialog, with a visible focus ring", async ({ page }) => {
    await load(page);
    const dialog = await open(page);
    const focusInDialog = () =>
      page.evaluate(() => document.querySelector("dialog[open]")!.contains(document.activeElement));
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press("Tab");
      expect(await focusInDialog()).toBe(true);
    }
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await focusInDialog()).toBe(true);
    }
    await control(dialog, words.close).focus();
    await page.keyboard.press("Shift+Tab");
    await expect(control(dialog, words.reset)).toBeFocused();
    await page.keyboard.press("Tab");
    const close = control(dialog, words.close);
    await expect(close).toBeFocused();
    const outline = await close.evaluate((el) => {
      const style = getComputedStyle(el);
      return `${style.outlineStyle} ${style.outlineWidth}`;
    });
    expect(outline).toBe("solid 3px");
  });

  test("each control changes the transform", async ({ page }) => {
    await load(page);
    const dialog = await open(page);
    const image = imageOf(dialog);
    await expectTransform(image, { scale: 1, rotate: 0, flipX: false, flipY: false, x: 0, y: 0 });
    expect(await inlineTransform(image)).toBe("translate(0px, 0px) matrix(1, 0, 0, 1, 0, 0)");
    await expect(control(dialog, words.reset)).toBeDisabled();

    await control(dialog, words.zoomIn).click();
    await expectTransform(image, { scale: 1.5 });
    await expect(dialog.getByText(zoom(150))).toBeVisible();
    expect(await inlineTransform(image)).toBe("translate(0px, 0px) matrix(1.5, 0, 0, 1.5, 0, 0)");
    await control(dialog, words.zoomOut).click();
    await expectTransform(image, { scale: 1 });

    await control(dialog, words.rotateRight).click();
    await expectTransform(image, { rotate: 90 });
    expect(await inlineTransform(image)).toBe("translate(0px, 0px) matrix(0, 1, -1, 0, 0, 0)");
    // At a quarter turn, flipping horizontally still mirrors what is shown left to right.
    await control(dialog, words.flipHorizontally).click();
    expect(await inlineTransform(image)).toBe("translate(0px, 0px) matrix(0, 1, 1, 0, 0, 0)");
    await control(dialog, words.flipHorizontally).click();
    await control(dialog, words.rotateLeft).click();
    await control(dialog, words.rotateLeft).click();
    await expectTransform(image, { rotate: 270, flipX: false, flipY: false });
    await control(dialog, words.rotateRight).click();
    await expectTransform(image, { rotate: 0 });

    await control(dialog, words.flipHorizontally).click();
    await expectTransform(image, { flipX: true, flipY: false });
    expect(await inlineTransform(image)).toBe("translate(0px, 0px) matrix(-1, 0, 0, 1, 0, 0)");
    await control(dialog, words.flipVertically).click();
    await expectTransform(image, { flipX: true, flipY: true });
    expect(await inlineTransform(image)).toBe("translate(0px, 0px) matrix(-1, 0, 0, -1, 0, 0)");

    await control(dialog, words.zoomIn).click();
    await control(dialog, words.rotateRight).click();
    await control(dialog, words.reset).click();
    await expectTransform(image, { scale: 1, rotate: 0, flipX: false, flipY: false, x: 0, y: 0 });
    await expect(control(dialog, words.reset)).toBeDisabled();
  });

  test("zoom stops at 1 and at 50", async ({ page }) => {
    await load(page);
    const dialog = await open(page);
    const image = imageOf(dialog);
    const zoomIn = control(dialog, words.zoomIn);
    const zoomOut = control(dialog, words.zoomOut);
    await expect(zoomOut).toBeDisabled();
    await zoomOut.click({ force: true });
    await expectTransform(image, { scale: 1 });

    // Most of the way to each bound in one go: 96 wheel notches sent inside the
    // page reach the stage's wheel listener as the real ones do, without a round
    // trip each (seconds on a busy machine). Real clicks take the last steps.
    // transform.test.ts covers every one of the 98 steps and both bounds.
    const wheel = (notches: number, deltaY: number) =>
      stageOf(dialog).evaluate(
        (stage, [count, delta]) => {
          const box = stage.getBoundingClientRect();
          const at = { clientX: box.x + box.width / 2, clientY: box.y + box.height / 2 };
          for (let i = 0; i < count; i++) {
            stage.dispatchEvent(
              new WheelEvent("wheel", { ...at, deltaY: delta, cancelable: true }),
            );
          }
        },
        [notches, deltaY] as const,
      );
    await wheel(96, -100);
    await expectTransform(image, { scale: 49 });
    await expect(zoomIn).toBeEnabled();
    await zoomIn.click();
    await expectTransform(image, { scale: 49.5 });
    await zoomIn.click();
    await expectTransform(image, { scale: 50 });
    await expect(dialog.getByText(zoom(5000))).toBeVisible();
    await expect(zoomIn).toBeDisabled();
    // Still focusable at the bound, so keyboard users are not dropped out of the dialog.
    await expect(zoomIn).toBeFocused();
    await zoomIn.click({ force: true });
    await page.keyboard.press("Enter");
    await image.hover({ force: true });
    await page.mouse.wheel(0, -100);
    await expectTransform(image, { scale: 50 });
    await expect(dialog.getByText(zoom(5000))).toBeVisible();

    await wheel(96, 100);
    await expectTransform(image, { scale: 2 });
    await zoomOut.click();
    await expectTransform(image, { scale: 1.5 });
    await zoomOut.click();
    await expectTransform(image, { scale: 1, x: 0, y: 0 });
    await expect(dialog.getByText(zoom(100))).toBeVisible();
    await expect(zoomOut).toBeDisabled();
    await expect(zoomOut).toBeFocused();
    await expect(zoomIn).toBeEnabled();
  });

  test("double-click toggles between 1 and 2", async ({ page }) => {
    await load(page);
    const dialog = await open(page);
    const image = imageOf(dialog);
    await image.dblclick();
    await expectTransform(image, { scale: 2 });
    await image.dblclick();
    await expectTransform(image, { scale: 1, x: 0, y: 0 });
    await expect(dialog).toBeVisible();
  });

  test("the mouse wheel zooms and does not scroll the page", async ({ page }) => {
    await load(page);
    const dialog = await open(page);
    const image = imageOf(dialog);
    const scrollY = await page.evaluate(() => window.scrollY);
    await image.hover();
    await page.mouse.wheel(0, -100);
    await expectTransform(image, { scale: 1.5 });
    await page.mouse.wheel(0, -100);
    await expectTransform(image, { scale: 2 });
    await page.mouse.wheel(0, 100);
    await expectTransform(image, { scale: 1.5 });
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);
  });

  test("dragging pans a zoomed image, and only a zoomed one", async ({ page }) => {
    await load(page);
    const dialog = await open(page);
    const image = imageOf(dialog);
    const drag = async (dx: number, dy: number) => {
      const box = (await image.boundingBox())!;
      const x = Math.round(box.x + box.width / 2);
      const y = Math.round(box.y + box.height / 2);
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + dx, y + dy, { steps: 6 });
      await page.mouse.up();
    };

    await drag(60, 40);
    await expectTransform(image, { scale: 1, x: 0, y: 0 });

    await control(dialog, words.zoomIn).click();
    await control(dialog, words.zoomIn).click();
    await drag(60, 40);
    await expectTransform(image, { scale: 2, x: 60, y: 40 });
    const [, tx, ty, matrix] =
      /^translate\(([\d.-]+)px, ([\d.-]+)px\) (matrix\(.*\))$/.exec(await inlineTransform(image)) ??
      [];
    expect(Number(tx)).toBeCloseTo(60, 1);
    expect(Number(ty)).toBeCloseTo(40, 1);
    expect(matrix).toBe("matrix(2, 0, 0, 2, 0, 0)");
    await expect(dialog).toBeVisible();

    // Far past the edge: the image stops where its edge meets the stage's.
    await drag(-4000, 0);
    const x = Number(await image.getAttribute("data-x"));
    expect(x).toBeLessThan(0);
    expect(x).toBeGreaterThan(-1000);
  });

  test("arrow keys move a zoomed image instead of changing image", async ({ page }) => {
    await load(page);
    const dialog = await open(page);
    const image = imageOf(dialog);
    await control(dialog, words.zoomIn).click();
    await control(dialog, words.zoomIn).click();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowDown");
    await expectTransform(image, { scale: 2, x: -80, y: -80 });
    await expect(dialog.getByText(position(1))).toBeVisible();
  });

  test("steps through the page's images with buttons and arrow keys", async ({ page }) => {
    await load(page);
    await open(page);
    // The dialog's name follows the image shown.
    const dialog = page.getByRole("dialog");
    const previous = control(dialog, words.previous);
    const next = control(dialog, words.next);
    await expect(previous).toBeDisabled();
    await expect(next).toBeEnabled();
    await expect(dialog.getByText(position(1))).toBeVisible();

    // Stepping shows the next image afresh, unzoomed.
    await control(dialog, words.zoomIn).click();
    await next.click();
    await expect(page.getByRole("dialog", { name: screens[1].title })).toBeVisible();
    await expect(dialog.getByText(position(2))).toBeVisible();
    await expect(dialog.getByRole("img", { name: screens[1].alt })).toBeVisible();
    await expect(stageOf(dialog)).toHaveAttribute("data-status", "loaded");
    await expectTransform(imageOf(dialog), { scale: 1 });
    await expect(next).toBeDisabled();
    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByText(position(2))).toBeVisible();

    await page.keyboard.press("ArrowLeft");
    await expect(page.getByRole("dialog", { name: screens[0].title })).toBeVisible();
    await expect(dialog.getByText(position(1))).toBeVisible();
    await expect(previous).toBeDisabled();
    await page.keyboard.press("ArrowLeft");
    await expect(dialog.getByText(position(1))).toBeVisible();

    await page.keyboard.press("ArrowRight");
    await expect(dialog.getByText(position(2))).toBeVisible();
    await previous.click();
    await expect(page.getByRole("dialog", { name: screens[0].title })).toBeVisible();
    await expect(dialog.getByText(position(1))).toBeVisible();
    await expect(stageOf(dialog)).toHaveAttribute("data-status", "loaded");
  });

  test("the second image opens at its own place in the group", async ({ page }) => {
    await load(page);
    const dialog = await open(page, 1);
    await expect(dialog.getByText(position(2))).toBeVisible();
    await expect(control(dialog, words.next)).toBeDisabled();
    await expect(control(dialog, words.previous)).toBeEnabled();
  });

  test("another product page's screenshot opens on its own", async ({ page }) => {
    const { screenshot } = product("sage-crm", "en");
    await load(page, "/software/sage-crm");
    const thumb = page.getByRole("link", {
      name: fill(ui("en").media.enlarge, { alt: screenshot.alt }),
    });
    await thumb.click();
    const dialog = page.getByRole("dialog", { name: screenshot.caption ?? screenshot.alt });
    await expect(stageOf(dialog)).toHaveAttribute("data-status", "loaded");
    await expect(imageOf(dialog)).toHaveAttribute(
      "src",
      new RegExp(`${builtGlob(screenshot.src)}$`),
    );
    // Alone: no place in a group, no way to another image.
    const anyPosition = new RegExp(
      spaced(words.position).replace("\\{index\\}", "\\d+").replace("\\{count\\}", "\\d+"),
    );
    await expect(dialog.getByText(anyPosition)).toHaveCount(0);
    await expect(control(dialog, words.next)).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(thumb).toBeFocused();
  });

  test("shows a loading state until the image arrives", async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    // The page itself shows a smaller rendition, so only the preview waits.
    await page.route(`**${screens[1].large}`, async (route) => {
      await held;
      await route.continue();
    });
    await load(page);
    await thumbnail(page, 1).click();
    const dialog = page.getByRole("dialog", { name: screens[1].title });
    await expect(stageOf(dialog)).toHaveAttribute("data-status", "loading");
    await expect(dialog.getByRole("status").filter({ hasText: words.loading })).toBeVisible();
    release();
    await expect(stageOf(dialog)).toHaveAttribute("data-status", "loaded");
    await expect(dialog.getByText(words.loading)).toBeHidden();
  });

  test.describe("when the image fails", () => {
    test.use({ allowedErrors: [/Failed to load resource/] });
    test("shows the fallback image", async ({ page }) => {
      await page.route(`**${screens[0].large}`, (route) => route.abort());
      await load(page);
      await thumbnail(page, 0).click();
      const dialog = page.getByRole("dialog", { name: screens[0].title });
      await expect(stageOf(dialog)).toHaveAttribute("data-status", "error");
      await expect(dialog.getByText(words.failed)).toBeVisible();
      const image = imageOf(dialog);
      await expect(image).toHaveAttribute("src", /^data:image\/svg\+xml,/);
      await expect
        .poll(() => image.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth))
        .toBeGreaterThan(0);
      await control(dialog, words.zoomIn).click();
      await expectTransform(image, { scale: 1.5 });
      const results = await new AxeBuilder({ page }).include("dialog").withTags(axeTags).analyze();
      expect(results.violations.map((v) => v.id)).toEqual([]);

      // The next image in the group is unaffected.
      await control(dialog, words.next).click();
      const next = page.getByRole("dialog", { name: screens[1].title });
      await expect(stageOf(next)).toHaveAttribute("data-status", "loaded");
      await expect(imageOf(next)).toHaveAttribute("src", new RegExp(`${screens[1].large}$`));
    });
  });

  test("touch: one finger drags a zoomed image, two fingers pinch", async ({ browser }) => {
    const context = await browser.newContext({
      hasTouch: true,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    await load(page);
    const dialog = await open(page);
    const image = imageOf(dialog);
    await control(dialog, words.zoomIn).tap();
    await control(dialog, words.zoomIn).tap();
    await expectTransform(image, { scale: 2 });

    const box = (await image.boundingBox())!;
    const x = Math.round(box.x + box.width / 2);
    const y = Math.round(box.y + box.height / 2);
    const cdp = await context.newCDPSession(page);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [{ x, y }] });
    for (let step = 1; step <= 5; step++) {
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchMove",
        touchPoints: [{ x: x + step * 10, y }],
      });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await expectTransform(image, { scale: 2, x: 50, y: 0 });
    await expect(dialog).toBeVisible();

    // Two fingers moving apart from 60 to 180 px triple the scale, snapped to the grid.
    const fingers = (spread: number) => [
      { x: x - spread / 2, y, id: 1 },
      { x: x + spread / 2, y, id: 2 },
    ];
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: fingers(60) });
    for (const spread of [90, 120, 150, 180]) {
      await cdp.send("Input.dispatchTouchEvent", {
        type: "touchMove",
        touchPoints: fingers(spread),
      });
    }
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await expectTransform(image, { scale: 6 });
    await context.close();
  });

  test("transitions the transform, except under reduced motion", async ({ page }) => {
    await load(page);
    let dialog = await open(page);
    const duration = () =>
      imageOf(dialog).evaluate((el) => parseFloat(getComputedStyle(el).transitionDuration));
    expect(await duration()).toBeGreaterThan(0.1);
    await page.keyboard.press("Escape");

    await page.emulateMedia({ reducedMotion: "reduce" });
    dialog = await open(page);
    expect(await duration()).toBeLessThan(0.001);
  });

  for (const width of [375, 1440]) {
    test(`has no axe violations with the preview open at ${width}px`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 800 ? 812 : 900 });
      await load(page);
      // On a phone the industries are a list, not the artwork (software.spec.ts).
      const dialog = await open(page, width < 800 ? 0 : 1);
      await control(dialog, words.zoomIn).focus();
      await expectNoAxeViolations(page);
    });
  }

  for (const locale of locales) {
    for (const width of [891, 1024, 1440]) {
      test(`${locale} at ${width}px: Previous and Next never cover the picture, zoomed or not`, async ({
        page,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(pathOf(path, locale));
        await page.getByRole("link", { name: screensIn(locale)[0].thumb }).click();
        const dialog = page.getByRole("dialog");
        const t = ui(locale).media.viewer;
        const arrows = [control(dialog, t.previous), control(dialog, t.next)];
        for (const step of [0, 1]) {
          if (step === 1) await arrows[1]!.click();
          await expect(stageOf(dialog)).toHaveAttribute("data-status", "loaded");
          // The stage holds the picture and clips it when zoomed: nothing of the
          // arrows is over any of it.
          for (const zoomed of [false, true]) {
            if (zoomed) await control(dialog, t.zoomIn).click();
            const stage = (await stageOf(dialog).boundingBox())!;
            for (const arrow of arrows) {
              await expect(arrow).toBeVisible();
              const box = (await arrow.boundingBox())!;
              const overlaps =
                box.x < stage.x + stage.width &&
                box.x + box.width > stage.x &&
                box.y < stage.y + stage.height &&
                box.y + box.height > stage.y;
              expect(overlaps, `${await arrow.getAttribute("aria-label")}, image ${step + 1}`).toBe(
                false,
              );
            }
          }
          await control(dialog, t.reset).click();
        }
      });
    }
  }

  test("on a phone it offers only the pictures the page shows", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await load(page);
    await expect(thumbnail(page, 1)).toBeHidden();
    const dialog = await open(page, 0);
    await expect(control(dialog, words.next)).toHaveCount(0);
    await expect(control(dialog, words.previous)).toHaveCount(0);
    await expect(dialog.getByText(position(1))).toHaveCount(0);
  });
});

for (const locale of locales) {
  test(`the preview speaks the page's language (${locale}): names, hints, position and zoom level`, async ({
    page,
  }) => {
    const t = ui(locale).media.viewer;
    const [screenshot, industries] = screensIn(locale);
    await page.goto(pathOf(path, locale));
    const thumb = page.getByRole("link", { name: industries.thumb });
    // The link's name as written, no-break spaces included (« Agrandir : » in French).
    await expect(thumb).toHaveAttribute("aria-label", industries.thumb);
    await thumb.click();
    const dialog = page.getByRole("dialog", { name: industries.title });
    await expect(dialog).toBeVisible();
    await expect(stageOf(dialog)).toHaveAttribute("data-status", "loaded");
    await expect(dialog).toHaveAccessibleDescription(
      new RegExp(`^${spaced(t.hintZoom)}.*${spaced(t.hintClose)}$`),
    );
    // The second of the page's two: after the screenshot beside the page's heading.
    await expect(dialog.getByText(position(2, locale))).toBeVisible();
    // The dialog is named by the image it shows: from here on, reached by its role alone.
    const preview = page.getByRole("dialog");
    const button = (name: string) => preview.getByRole("button", { name, exact: true });
    await expect(button(t.close)).toBeFocused();
    await expect(preview.getByRole("group", { name: t.controls })).toBeVisible();
    for (const name of [
      t.previous,
      t.next,
      t.zoomOut,
      t.zoomIn,
      t.rotateLeft,
      t.rotateRight,
      t.flipHorizontally,
      t.flipVertically,
      t.reset,
    ]) {
      await expect(button(name), name).toBeVisible();
    }
    const zoomLevel = preview.getByRole("status", { name: t.zoomLevel });
    await expect(zoomLevel).toHaveText(zoom(100, locale));
    await expect(button(t.reset)).toBeDisabled();
    await expectNoAxeViolations(page);
    await button(t.zoomIn).click();
    await expect(zoomLevel).toHaveText(zoom(150, locale));
    // The language's own spacing (toHaveText reads any space as one).
    expect(await zoomLevel.textContent()).toBe(zoom(150, locale));
    await expect(button(t.reset)).toBeEnabled();
    await button(t.reset).click();
    await expect(zoomLevel).toHaveText(zoom(100, locale));

    await button(t.previous).click();
    await expect(preview).toHaveAccessibleName(screenshot.title);
    await expect(preview.getByText(position(1, locale))).toBeVisible();
    await expect(button(t.previous)).toBeDisabled();
    await button(t.close).click();
    await expect(preview).toBeHidden();
    await expect(thumb).toBeFocused();
  });
}

test.describe("image preview without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const [index, screen] of screens.entries()) {
    test(`Enlarge opens the picture's largest file (${index + 1} of ${screens.length})`, async ({
      page,
    }) => {
      await page.goto(path);
      const large = new RegExp(`${screen.large}$`);
      const response = page.waitForResponse((r) => large.test(r.url()));
      await thumbnail(page, index).click();
      expect((await response).status()).toBe(200);
      await expect(page).toHaveURL(large);
    });
  }
});
