import type { Locator, Page } from "@playwright/test";
import { isGroup, type MenuGroup } from "../../src/content/navigation";
import { buildYear } from "../../src/lib/build-year";
import {
  companyFacts,
  fill,
  locales,
  menuLabel,
  menus,
  pageText,
  pathOf,
  phoneIn,
  ui,
  type Locale,
} from "./support/content";
import { otherLocale } from "../../src/i18n/locale";
import {
  expect,
  expectExpanded,
  expectNoAxeViolations,
  freezeTransitions,
  test,
} from "./support/fixtures";

const { mainMenu, contactLink, popularLinks, phoneMenu } = menus("en");
const layout = ui("en").layout;

/** The paths a menu group leads to, its overview first and its submenus' included. */
const pathsOf = (group: MenuGroup): string[] => [
  ...(group.overview ? [group.overview.to] : []),
  ...group.items.flatMap((item) => (isGroup(item) ? item.items.map((l) => l.to) : [item.to])),
];
/** The menu group that holds the link to `path`. */
const groupWith = (path: string) => mainMenu.find((group) => pathsOf(group).includes(path))!;
/** The submenu (Company › Our Customers) that holds the link to `path`. */
const submenuWith = (path: string) =>
  mainMenu
    .flatMap((group) => group.items.filter(isGroup))
    .find((submenu) => submenu.items.some((link) => link.to === path))!;
/** A group of links only, no submenu: the first such after the first group. */
const plainGroup = mainMenu.slice(1).find((group) => group.items.every((item) => !isGroup(item)))!;
/** The first group's links, its overview first, whose order the keyboard follows. */
const firstGroupLinks = [
  ...(mainMenu[0]!.overview ? [mainMenu[0]!.overview] : []),
  ...mainMenu[0]!.items.flatMap((item) => (isGroup(item) ? [] : [item])),
];

const desktopNav = (page: Page) =>
  page.getByRole("navigation", { name: layout.mainNav, exact: true });
const mobileToggle = (page: Page, locale: Locale = "en") =>
  page.getByRole("button", { name: ui(locale).layout.mobileMenuButton, exact: true });
/** The phone menu's sheet: a dialog named as the button that opens it. */
const mobileSheet = (page: Page, locale: Locale = "en") =>
  page.getByRole("dialog", { name: ui(locale).layout.mobileMenuButton, exact: true });
/** The menu in the sheet. */
const mobilePanel = (page: Page, locale: Locale = "en") =>
  mobileSheet(page, locale).getByRole("navigation", { name: ui(locale).layout.mobileNav });
/** A submenu's toggle in the mobile panel (a <summary>, which has no ARIA role): its label. */
const submenuToggle = (page: Page, name: string, locale: Locale = "en") =>
  mobilePanel(page, locale).getByText(name, { exact: true });
/** The sheet's box: the white panel, not the dimmed page it is drawn beside. */
const sheetBox = (page: Page) =>
  page.locator("#mobile-menu nav").evaluate((nav) => {
    const panel = nav.parentElement!.getBoundingClientRect();
    return { top: panel.top, bottom: panel.bottom, right: panel.right, width: panel.width };
  });

/** The home page at a window size. */
async function openHome(page: Page, width: number, height = 800) {
  await page.setViewportSize({ width, height });
  await page.goto("/");
}

async function menuHrefs(nav: Locator) {
  // The menu's links, not the language switcher the phone panel also holds.
  return nav
    .locator("a:not([hreflang])")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
}

/** After a real page load the keyboard starts at the top: the first Tab is the skip link. */
async function expectFocusStartsAtTop(page: Page) {
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: layout.skipLink })).toBeFocused();
}

test.describe("desktop header (above 890px)", () => {
  for (const locale of locales) {
    const path = pathOf("/", locale);
    const contact = menus(locale).contactLink.label;
    test(`${path}: logo, menus, Search, language and ${contact} fit from 891px to 1280px`, async ({
      page,
    }) => {
      await page.goto(path);
      // One page, resized: the header's layout follows the width alone.
      for (const width of [891, 960, 1024, 1279, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        const header = page.getByRole("banner");
        const contactBox = (await header.getByRole("link", { name: contact }).boundingBox())!;
        expect(width - (contactBox.x + contactBox.width)).toBeGreaterThanOrEqual(16);
        // The desktop menus (the phone menu is hidden at these widths).
        const menus = (await header.getByRole("navigation").boundingBox())!;
        const logo = (await header
          .getByRole("link", {
            name: fill(ui(locale).layout.homeLink, { site: companyFacts().name }),
          })
          .boundingBox())!;
        const search = (await header
          .getByRole("link", { name: ui(locale).layout.search, exact: true })
          .boundingBox())!;
        expect(menus.x).toBeGreaterThanOrEqual(logo.x + logo.width + 8);
        expect(search.x).toBeGreaterThanOrEqual(menus.x + menus.width + 8);
      }
    });
  }

  for (const width of [1440, 891]) {
    test(`shows the horizontal menu, not the hamburger, at ${width}px`, async ({ page }) => {
      await openHome(page, width);
      await expect(desktopNav(page)).toBeVisible();
      await expect(mobileToggle(page)).toBeHidden();
      for (const group of mainMenu) {
        await expect(page.getByRole("button", { name: group.label, exact: true })).toBeVisible();
      }
      await expect(
        page.getByRole("banner").getByRole("link", { name: contactLink.label }),
      ).toBeVisible();
      // Nothing in the header wraps or overflows: it stays 100px high.
      await expect(page.locator("header")).toHaveCSS("height", "100px");
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > window.innerWidth,
      );
      expect(overflow).toBe(false);
    });
  }

  test("hover opens a dropdown after 150 ms and closes it 100 ms after leaving", async ({
    page,
  }) => {
    await openHome(page, 1440);
    // The delays are CSS transition delays: the test moves the page's animation clock.
    const css = await freezeTransitions(page);
    const button = page.getByRole("button", { name: plainGroup.label, exact: true });
    const link = desktopNav(page).getByRole("link", {
      name: menuLabel(pathsOf(plainGroup).at(-1)!, "en"),
      exact: true,
    });

    await button.hover();
    await css.runFor(120);
    await expect(link).toBeHidden();
    await css.runFor(30);
    await expect(link).toBeVisible();
    // Widened where a label would otherwise wrap: one line each.
    const dropdown = desktopNav(page).getByRole("listitem").filter({ has: button });
    const heights = await dropdown
      .getByRole("link")
      .evaluateAll((links) => links.map((l) => l.getBoundingClientRect().height));
    expect(heights).toHaveLength(plainGroup.items.length);
    expect(new Set(heights).size, `item heights ${heights.join(", ")}`).toBe(1);

    await page.mouse.move(700, 600);
    await css.runFor(90);
    await expect(link).toBeVisible();
    await css.runFor(10);
    await expect(link).toBeHidden();

    // Passing over a group quickly does not open it.
    await button.hover();
    await css.runFor(80);
    await page.mouse.move(700, 600);
    await css.runFor(300);
    await expect(link).toBeHidden();
  });

  test("a dropdown is at least the original's 160 px wide", async ({ page }) => {
    await openHome(page, 1440);
    for (const group of mainMenu) {
      const button = page.getByRole("button", { name: group.label, exact: true });
      await button.click();
      const box = await desktopNav(page)
        .getByRole("listitem")
        .filter({ has: button })
        .getByRole("link")
        .first()
        .evaluate((link) => link.closest("[popover]")!.getBoundingClientRect().width);
      expect(box, group.label).toBeGreaterThanOrEqual(160);
      await page.keyboard.press("Escape");
    }
  });

  test("click toggles a dropdown and a link in it navigates", async ({ page }) => {
    await openHome(page, 1440);
    const target = "/company/customer/testimonal";
    const group = groupWith(target).label;
    const button = page.getByRole("button", { name: group, exact: true });
    const name = menuLabel(target, "en");
    const testimonials = desktopNav(page).getByRole("link", { name, exact: true });
    await button.click();
    await expectExpanded(page, "button", group);
    await expect(testimonials).toBeVisible();
    // The dropdown hangs under its button, below the header.
    const [buttonBox, linkBox] = [await button.boundingBox(), await testimonials.boundingBox()];
    expect(linkBox!.y).toBeGreaterThan(buttonBox!.y + buttonBox!.height);
    expect(Math.abs(linkBox!.x - buttonBox!.x)).toBeLessThan(40);

    await button.click();
    await expectExpanded(page, "button", group, false);
    await page.mouse.move(700, 600);
    await expect(testimonials).toBeHidden();

    await button.click();
    await testimonials.click();
    await expect(page).toHaveURL(target);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      pageText(target, "en").heading,
    );
    await expect(desktopNav(page).getByRole("link", { name, exact: true })).toBeHidden();
    // The page marks its own link in the menu.
    await expect(
      desktopNav(page).getByRole("link", { name, exact: true, includeHidden: true }),
    ).toHaveAttribute("aria-current", "page");
  });

  test("opening another group or clicking outside closes the open one", async ({ page }) => {
    await openHome(page, 1440);
    const [first, second] = [groupWith("/company/about-us"), groupWith("/support/newsletters")];
    const company = page.getByRole("button", { name: first.label, exact: true });
    const support = page.getByRole("button", { name: second.label, exact: true });
    const about = desktopNav(page).getByRole("link", {
      name: menuLabel("/company/about-us", "en"),
      exact: true,
    });
    const newsletters = desktopNav(page).getByRole("link", {
      name: menuLabel("/support/newsletters", "en"),
      exact: true,
    });
    await company.click();
    await expect(about).toBeVisible();
    await support.click();
    await expectExpanded(page, "button", second.label);
    await expectExpanded(page, "button", first.label, false);
    await expect(newsletters).toBeVisible();
    await expect(about).toBeHidden();

    await page.mouse.click(700, 600);
    await expectExpanded(page, "button", second.label, false);
    await expect(newsletters).toBeHidden();
  });

  test("works by keyboard: Enter opens, Tab enters, Escape closes and returns focus", async ({
    page,
  }) => {
    await openHome(page, 1440);
    const group = plainGroup.label;
    const [first, second] = pathsOf(plainGroup);
    const link = (path: string) =>
      desktopNav(page).getByRole("link", { name: menuLabel(path, "en"), exact: true });
    const button = page.getByRole("button", { name: group, exact: true });
    await button.focus();
    await page.keyboard.press("Enter");
    await expectExpanded(page, "button", group);
    await page.keyboard.press("Escape");
    await expectExpanded(page, "button", group, false);
    await expect(button).toBeFocused();

    // Space opens it too, and the next Tab stop is the dropdown's first link.
    await page.keyboard.press("Space");
    await expectExpanded(page, "button", group);
    await page.keyboard.press("Tab");
    await expect(link(first!)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(button).toBeFocused();
    await expect(link(first!)).toBeHidden();

    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(link(second!)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(second!);
    await expectFocusStartsAtTop(page);
  });

  test("Tab through an open dropdown goes on to the next group", async ({ page }) => {
    await openHome(page, 1440);
    const [first, next] = [mainMenu[0]!, mainMenu[1]!];
    await page.getByRole("button", { name: first.label, exact: true }).focus();
    await page.keyboard.press("Enter");
    const links = desktopNav(page)
      .getByRole("listitem")
      .filter({
        has: page.getByRole("button", { name: first.label, exact: true }),
      });
    for (const { label } of firstGroupLinks) {
      await page.keyboard.press("Tab");
      await expect(links.getByRole("link", { name: label, exact: true })).toBeFocused();
    }
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: next.label, exact: true })).toBeFocused();
  });

  test("the skip link is the first stop and jumps to the content", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 800 });
    await page.goto("/software");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: layout.skipLink });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();
  });

  test("an open dropdown passes axe", async ({ page }) => {
    await openHome(page, 1440);
    await page
      .getByRole("button", { name: groupWith("/company/about-us").label, exact: true })
      .click();
    await expect(
      desktopNav(page).getByRole("link", {
        name: menuLabel("/company/about-us", "en"),
        exact: true,
      }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("compact header (890px and below)", () => {
  for (const width of [890, 375]) {
    test(`the menu button opens a full-height sheet over the dimmed page at ${width}px`, async ({
      page,
    }) => {
      await openHome(page, width);
      await expect(desktopNav(page)).toBeHidden();
      const toggle = mobileToggle(page);
      await expect(toggle).toBeVisible();
      await expect(
        page.getByRole("banner").getByRole("link", { name: contactLink.label }),
      ).toBeVisible();

      await toggle.click();
      const sheet = mobileSheet(page);
      await expect(sheet).toBeVisible();
      // Measured once it has slid in.
      await sheet.evaluate((el) =>
        Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)),
      );
      // The sheet: the window's full height, on the right, the page dimmed beside it.
      const panel = (await sheetBox(page))!;
      expect(panel.top).toBe(0);
      expect(panel.bottom).toBe(800);
      expect(panel.right).toBe(width);
      expect(width - panel.width).toBeGreaterThanOrEqual(48);
      const dim = await page.evaluate(
        ([x, y]) => getComputedStyle(document.elementFromPoint(x!, y!)!).backgroundColor,
        [10, 400],
      );
      // A see-through dim: its alpha, the last number of rgba(…) or oklab(… / a).
      expect(Number(/([\d.]+)\)$/.exec(dim)?.[1])).toBeGreaterThanOrEqual(0.4);
      expect(Number(/([\d.]+)\)$/.exec(dim)?.[1])).toBeLessThan(0.9);

      const target = "/company/customer/succes-stories";
      const [group, submenu] = [groupWith(target).label, submenuWith(target).label];
      const stories = mobilePanel(page).getByRole("link", {
        name: menuLabel(target, "en"),
        exact: true,
      });
      await expect(stories).toBeHidden();
      await submenuToggle(page, group).click();
      await expectExpanded(page, "DisclosureTriangle", group);
      await submenuToggle(page, submenu).click();
      await expectExpanded(page, "DisclosureTriangle", submenu);
      await stories.click();
      await expect(page).toHaveURL(target);
      await expect(sheet).toBeHidden();
      // On the new page, the group that holds it is open in the menu.
      await toggle.click();
      await expect(stories).toBeVisible();
      await expect(stories).toHaveAttribute("aria-current", "page");
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > window.innerWidth,
      );
      expect(overflow).toBe(false);
    });
  }

  for (const locale of locales) {
    const path = pathOf("/", locale);
    const words = menus(locale).phoneMenu;
    const { contactLink: contact, mainMenu: groups } = menus(locale);
    test(`${path}: the sheet holds search, overviews, the language switch, and the contact link and phone pinned at its foot`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 640 });
      await page.goto(path);
      await mobileToggle(page, locale).click();
      const sheet = mobileSheet(page, locale);
      await expect(sheet.getByRole("link", { name: words.search, exact: true })).toHaveAttribute(
        "href",
        pathOf("/search", locale),
      );
      await expect(
        sheet.getByRole("link", { name: ui(locale).layout.languageSwitch, exact: true }),
      ).toHaveAttribute("href", pathOf("/", otherLocale(locale)));
      // Each group's overview page leads the group.
      for (const group of groups.filter((g) => g.overview)) {
        await submenuToggle(page, group.label, locale).click();
        const first = mobilePanel(page, locale).getByRole("link").first();
        await expect(first).toHaveText(group.overview!.label);
        await expect(first).toHaveAttribute("href", pathOf(group.overview!.to, locale));
      }
      // Open every group: the foot stays where it is, the list scrolls above it.
      await sheet.locator("details").evaluateAll((all) => {
        for (const details of all) (details as HTMLDetailsElement).open = true;
      });
      const call = sheet.getByRole("link", {
        name: fill(words.call, { phone: phoneIn(companyFacts().phones.main, locale) }),
      });
      const contactButton = sheet.getByRole("link", { name: contact.label, exact: true });
      await expect(contactButton).toHaveAttribute("href", pathOf(contact.to, locale));
      await expect(call).toHaveAttribute("href", `tel:${companyFacts().phones.main.e164}`);
      for (const link of [contactButton, call]) await expect(link).toBeInViewport({ ratio: 1 });
      const before = (await call.boundingBox())!.y;
      await mobilePanel(page, locale).evaluate((nav) => nav.scrollTo(0, nav.scrollHeight));
      expect((await call.boundingBox())!.y).toBe(before);
      expect(await mobilePanel(page, locale).evaluate((nav) => nav.scrollTop)).toBeGreaterThan(0);
    });
  }

  test("while the sheet is open the focus stays in it and the page behind does not scroll", async ({
    page,
  }) => {
    await openHome(page, 375, 667);
    await page.evaluate(() => window.scrollTo(0, 300));
    const toggle = mobileToggle(page);
    await toggle.click();
    const sheet = mobileSheet(page);
    await expect(sheet).toBeVisible();
    // Round the sheet twice by Tab: every stop is in it (or the browser's own UI,
    // between rounds), never the page behind.
    const stops =
      (await sheet.evaluate((dialog) => dialog.querySelectorAll("a, summary, button").length)) * 2;
    for (let i = 0; i < stops; i++) {
      await page.keyboard.press("Tab");
      const where = await page.evaluate(() => {
        const focused = document.activeElement;
        if (!focused || focused === document.body) return "outside the page";
        return focused.closest("dialog") ? "sheet" : focused.outerHTML.slice(0, 80);
      });
      expect(["sheet", "outside the page"]).toContain(where);
    }
    await page.mouse.move(20, 400);
    await page.mouse.wheel(0, 600);
    await page.keyboard.press("End");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(toggle).toBeFocused();
    // Closed, the page scrolls again.
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  const headers = locales.map((locale) => ({
    locale,
    path: pathOf("/", locale),
    home: fill(ui(locale).layout.homeLink, { site: companyFacts().name }),
    search: ui(locale).layout.search,
    contact: menus(locale).contactLink.label,
  }));
  for (const { locale, path, home, search, contact } of headers) {
    test(`${path}: logo, ${contact} and the menu button all fit on screen, ${contact} on one line, from 320px to 480px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(path);
      // One page, resized: the header's layout follows the width alone.
      for (const width of [320, 360, 375, 414, 480]) {
        // The header is fixed, so if it were too wide the page would not scroll sideways:
        // its right end, the menu button, would simply be cut off.
        await page.setViewportSize({ width, height: 800 });
        const header = page.getByRole("banner");
        // Apart by 8px or more from the logo, by 4px or more from each other (the
        // buttons are 44px targets, their icons and words well inside them).
        const parts = [
          [header.getByRole("link", { name: home, exact: true }), 0],
          [header.getByRole("link", { name: search, exact: true }), 8],
          [header.getByRole("link", { name: contact }), 4],
          [mobileToggle(page, locale), 4],
        ] as const;
        let previousRight = 0;
        for (const [part, gap] of parts) {
          const box = (await part.boundingBox())!;
          expect(box.x, (await part.textContent()) ?? "").toBeGreaterThanOrEqual(
            previousRight + gap,
          );
          previousRight = box.x + box.width;
        }
        expect(width - previousRight).toBeGreaterThanOrEqual(8);
        // The contact button's label on one line: as high as the menu button.
        const contactBox = (await header.getByRole("link", { name: contact }).boundingBox())!;
        expect(contactBox.height, `${contact} at ${width}px`).toBe(44);
        // The wordmark: its short name shown from 375px, the rest of the company's name
        // on a second line from 480px, each at 12px or more; below that left to screen
        // readers rather than shrunk.
        const { name, shortName } = companyFacts();
        for (const [text, from] of [
          [shortName, 375],
          [name.slice(shortName.length).trim(), 480],
        ] as const) {
          const line = header.getByText(text, { exact: true });
          const shown = await line.evaluate((element) => ({
            size: parseFloat(getComputedStyle(element).fontSize),
            width: element.getBoundingClientRect().width,
          }));
          expect(shown.size).toBeGreaterThanOrEqual(12);
          expect(shown.width > 1, `${text} shown`).toBe(width >= from);
        }
        await mobileToggle(page, locale).click();
        await expect(mobileSheet(page, locale)).toBeVisible();
        await page.keyboard.press("Escape");
        await expect(mobileSheet(page, locale)).toBeHidden();
      }
    });
  }

  test("submenus open and close by keyboard", async ({ page }) => {
    await openHome(page, 375, 667);
    const toggle = mobileToggle(page);
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(mobileSheet(page)).toBeVisible();
    const [first, next] = [mainMenu[0]!.label, mainMenu[1]!.label];
    const firstLink = mobilePanel(page).getByRole("link", {
      name: firstGroupLinks[0]!.label,
      exact: true,
    });
    // The sheet takes the focus: its search link, then its close button, then the menu.
    await expect(mobileSheet(page).getByRole("link", { name: phoneMenu.search })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(mobileSheet(page).getByRole("button", { name: phoneMenu.close })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(submenuToggle(page, first)).toBeFocused();
    await page.keyboard.press("Enter");
    await expectExpanded(page, "DisclosureTriangle", first);
    await page.keyboard.press("Tab");
    await expect(firstLink).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Space");
    await expectExpanded(page, "DisclosureTriangle", first, false);
    await expect(firstLink).toBeHidden();
    await page.keyboard.press("Tab");
    await expect(submenuToggle(page, next)).toBeFocused();
  });

  test("a tap on the dimmed page or the close button closes the sheet", async ({ page }) => {
    await openHome(page, 375, 667);
    const toggle = mobileToggle(page);
    await toggle.click();
    await expect(mobileSheet(page)).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(mobileSheet(page)).toBeHidden();
    await toggle.click();
    await mobileSheet(page).getByRole("button", { name: phoneMenu.close }).click();
    await expect(mobileSheet(page)).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test("the open sheet passes axe and Escape closes it", async ({ page }) => {
    await openHome(page, 375);
    await mobileToggle(page).click();
    await submenuToggle(page, mainMenu[0]!.label).click();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(mobileSheet(page)).toBeHidden();
    await expect(mobileToggle(page)).toBeFocused();
  });

  test("the sheet's Search opens the search dialog over it", async ({ page }) => {
    await openHome(page, 375);
    await mobileToggle(page).click();
    await mobileSheet(page).getByRole("link", { name: phoneMenu.search }).click();
    const search = page.getByRole("dialog").filter({ has: page.getByRole("combobox") });
    await expect(search.getByRole("combobox")).toBeFocused();
    await expect(page).toHaveURL("/");
  });
});

test("desktop and mobile menus come from one definition and hold the same links", async ({
  page,
}) => {
  await page.goto("/");
  const navs = page.getByRole("banner").getByRole("navigation", { includeHidden: true });
  expect(await navs.count()).toBe(2);
  const desktop = await menuHrefs(navs.nth(0));
  const mobile = await menuHrefs(navs.nth(1));
  expect(mobile).toEqual(desktop);
  const expected = mainMenu.flatMap(pathsOf);
  expect(desktop).toEqual(expected);
});

test("footer links land at the top of the new page", async ({ page }) => {
  await openHome(page, 1440);
  const footer = page.getByRole("contentinfo");
  // The last of the Popular Links that leads to a page of this site.
  const internal = popularLinks.filter((link) => "to" in link).at(-1) as {
    label: string;
    to: string;
  };
  await footer.getByRole("link", { name: internal.label, exact: true }).click();
  await expect(page).toHaveURL(internal.to);
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectFocusStartsAtTop(page);
  const externalLabel = popularLinks.find((link) => "href" in link)!.label;
  const external = page.getByRole("contentinfo").getByRole("link", { name: externalLabel });
  await expect(external).toHaveAttribute("target", "_blank");
  await expect(external).toHaveAttribute("rel", "noopener");
});

test("the footer's copyright line gives the year the site was built", async ({ page }) => {
  await openHome(page, 375);
  await expect(page.getByRole("contentinfo")).toContainText(
    fill(layout.rights, { year: buildYear, site: companyFacts().name }),
  );
});

test("the closing band's button goes to the contact page", async ({ page }) => {
  await page.goto("/software");
  await page.getByRole("link", { name: menus("en").helpBanner.action }).click();
  await expect(page).toHaveURL("/contact");
});

// The menus are HTML and CSS (popover, <dialog> opened by invoker commands, <details>):
// a visitor without JavaScript loses nothing of them.
test.describe("menus without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("at 1440px a dropdown opens on hover, by click and by keyboard, and its links work", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 800 });
    await page.goto("/");
    const nav = desktopNav(page);
    const company = groupWith("/company/about-us").label;
    const about = nav.getByRole("link", {
      name: menuLabel("/company/about-us", "en"),
      exact: true,
    });
    await expect(about).toBeHidden();
    await nav.getByRole("button", { name: company, exact: true }).hover();
    await expect(about).toBeVisible();
    await page.mouse.move(700, 600);
    await expect(about).toBeHidden();

    await nav.getByRole("button", { name: company, exact: true }).click();
    await expectExpanded(page, "button", company);
    await expect(about).toBeVisible();
    await page.mouse.move(700, 600);
    await expect(about).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(about).toBeHidden();

    const [first, , third] = pathsOf(plainGroup);
    const support = nav.getByRole("button", { name: plainGroup.label, exact: true });
    await support.focus();
    await page.keyboard.press("Enter");
    await expectExpanded(page, "button", plainGroup.label);
    const link = (path: string) =>
      nav.getByRole("link", { name: menuLabel(path, "en"), exact: true });
    await expect(link(third!)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(link(first!)).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(link(third!)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(third!);
  });

  test("at 375px the menu sheet, its submenus and its close controls work by pointer and keyboard", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    const toggle = mobileToggle(page);
    const sheet = mobileSheet(page);
    const panel = mobilePanel(page);
    await expect(sheet).toBeHidden();
    await toggle.click();
    await expect(sheet).toBeVisible();
    const target = "/company/customer/succes-stories";
    const group = groupWith(target);
    await submenuToggle(page, group.label).click();
    await submenuToggle(page, submenuWith(target).label).click();
    await expect(
      panel.getByRole("link", { name: menuLabel(target, "en"), exact: true }),
    ).toBeVisible();
    // The dimmed page beside the sheet closes it.
    await page.mouse.click(20, 400);
    await expect(sheet).toBeHidden();
    await toggle.click();
    await sheet.getByRole("button", { name: phoneMenu.close }).click();
    await expect(sheet).toBeHidden();

    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(sheet).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(sheet).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press("Enter");
    // Search, then Close, then the groups: Tab by tab over the closed ones before it.
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(submenuToggle(page, mainMenu[0]!.label)).toBeFocused();
    for (let i = 0; i < mainMenu.indexOf(group); i++) await page.keyboard.press("Tab");
    await expect(submenuToggle(page, group.label)).toBeFocused();
    // Still open from the pointer's visit: Space closes it, Enter opens it again.
    const direct = group.items.flatMap((item) => (isGroup(item) ? [] : [item])).at(-1)!;
    const link = panel.getByRole("link", { name: direct.label, exact: true });
    await page.keyboard.press("Space");
    await expect(link).toBeHidden();
    await page.keyboard.press("Enter");
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(direct.to);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // The sheet's search link leads to the search page.
    await toggle.click();
    await sheet.getByRole("link", { name: phoneMenu.search }).click();
    await expect(page).toHaveURL("/search");
  });
});
