import { buildYear } from "../../src/lib/build-year";
import { mainMenu, isGroup } from "../../content/navigation";
import { expect, expectNoAxeViolations, freezeClock, hydrated, test } from "./support/fixtures";
import type { Page } from "@playwright/test";

const desktopNav = (page: Page) => page.locator("header nav").first();
const mobileToggle = (page: Page) => page.getByRole("button", { name: "Menu" });

/** The home page at a window size, hydrated. */
async function openHome(page: Page, width: number, height = 800) {
  await page.setViewportSize({ width, height });
  await page.goto("/");
  await hydrated(page);
}

async function menuHrefs(page: Page, nav: ReturnType<Page["locator"]>) {
  return nav.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
}

test.describe("desktop header (above 890px)", () => {
  for (const width of [1440, 891]) {
    test(`shows the horizontal menu, not the hamburger, at ${width}px`, async ({ page }) => {
      await openHome(page, width);
      await expect(desktopNav(page)).toBeVisible();
      await expect(mobileToggle(page)).toBeHidden();
      for (const group of mainMenu) {
        await expect(page.getByRole("button", { name: group.label, exact: true })).toBeVisible();
      }
      await expect(
        page.getByRole("banner").getByRole("link", { name: "Contact Us" }),
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
    await freezeClock(page);
    await openHome(page, 1440);
    const button = page.getByRole("button", { name: "IT Services", exact: true });
    const link = page.locator("#menu-it-services").getByRole("link", { name: "Disaster Recovery" });

    await button.hover();
    await page.clock.runFor(120);
    await expect(link).toBeHidden();
    await page.clock.runFor(60);
    await expect(link).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    // The original's 160 px, widened where a label would otherwise wrap: one line each.
    const box = await page.locator("#menu-it-services").boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(160);
    const heights = await page
      .locator("#menu-it-services")
      .getByRole("link")
      .evaluateAll((links) => links.map((l) => l.getBoundingClientRect().height));
    expect(new Set(heights).size, `item heights ${heights.join(", ")}`).toBe(1);

    await page.mouse.move(700, 600);
    await page.clock.runFor(70);
    await expect(link).toBeVisible();
    await page.clock.runFor(60);
    await expect(link).toBeHidden();

    // Passing over a group quickly does not open it.
    await button.hover();
    await page.clock.runFor(80);
    await page.mouse.move(700, 600);
    await page.clock.runFor(300);
    await expect(link).toBeHidden();
  });

  test("click toggles a dropdown and a link in it navigates", async ({ page }) => {
    await openHome(page, 1440);
    const button = page.getByRole("button", { name: "Company", exact: true });
    await button.click();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.getByRole("link", { name: "Testimonials" }).first().click();
    await expect(page).toHaveURL("/company/customer/testimonal");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Customer testimonials");
    await expect(page.getByRole("link", { name: "Testimonials" }).first()).toBeHidden();
  });

  test("works by keyboard: Enter opens, ArrowDown enters, Escape closes and returns focus", async ({
    page,
  }) => {
    await openHome(page, 1440);
    const button = page.getByRole("button", { name: "Support", exact: true });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toBeFocused();

    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("link", { name: "Contact Support" }).first()).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Training Videos" }).first()).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/support/training-videos");
    // The new page takes the focus from its heading, as a page load would from the top.
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    // And Tab goes on from there, into the page, not back to the header.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("main").locator(":focus")).toHaveCount(1);

    // Back: the link that had the focus is in a closed menu now, so the focus goes to
    // the page's heading rather than nowhere.
    await page.goBack();
    await expect(page).toHaveURL("/");
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  });

  test("arrow keys, Home and End move through a dropdown; leaving it by Tab closes it", async ({
    page,
  }) => {
    await openHome(page, 1440);
    const software = page.getByRole("button", { name: "Sage Softwares" });
    await software.focus();
    await page.keyboard.press("ArrowDown");
    const menu = page.locator(`#${await software.getAttribute("aria-controls")}`);
    await expect(menu.getByRole("link", { name: "Sage 300" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("link", { name: "Sage 100" })).toBeFocused();
    await page.keyboard.press("End");
    await expect(menu.getByRole("link", { name: "Sage HRMS & Payroll" })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(menu.getByRole("link", { name: "Sage 300" })).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(menu.getByRole("link", { name: "Sage HRMS & Payroll" })).toBeFocused();
    await page.keyboard.press("Home");
    await expect(menu.getByRole("link", { name: "Sage 300" })).toBeFocused();

    await page.keyboard.press("End");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "IT Services" })).toBeFocused();
    await expect(software).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
  });

  test("Escape closes a dropdown opened by hovering, wherever the focus is", async ({ page }) => {
    await openHome(page, 1440);
    const company = page.getByRole("button", { name: "Company" });
    await company.hover();
    await expect(company).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Escape");
    await expect(company).toHaveAttribute("aria-expanded", "false");
  });

  test("the skip link is the first stop and jumps to the content", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 800 });
    await page.goto("/software");
    await hydrated(page);
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to main content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  test("an open dropdown passes axe", async ({ page }) => {
    await openHome(page, 1440);
    await page.getByRole("button", { name: "Company", exact: true }).click();
    await expectNoAxeViolations(page);
  });
});

test.describe("compact header (890px and below)", () => {
  for (const width of [890, 375]) {
    test(`the hamburger toggles the same menu as nested submenus at ${width}px`, async ({
      page,
    }) => {
      await openHome(page, width);
      await expect(desktopNav(page)).toBeHidden();
      const toggle = mobileToggle(page);
      await expect(toggle).toBeVisible();
      await expect(
        page.getByRole("banner").getByRole("link", { name: "Contact Us" }),
      ).toBeVisible();

      const closedColor = await toggle.evaluate((el) => getComputedStyle(el).color);
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      // The icon turns brand blue while open.
      await expect(toggle).toHaveCSS("color", "rgb(29, 95, 209)");
      expect(closedColor).not.toBe("rgb(29, 95, 209)");

      const panel = page.locator(
        `#${await toggle.getAttribute("aria-controls")}`.replace(/:/g, "\\:"),
      );
      await expect(panel).toBeVisible();
      const company = panel.getByRole("button", { name: "Company" });
      await company.click();
      await expect(company).toHaveAttribute("aria-expanded", "true");
      const customers = panel.getByRole("button", { name: "Our Customers" });
      await customers.click();
      await panel.getByRole("link", { name: "Success Stories" }).click();
      await expect(page).toHaveURL("/company/customer/succes-stories");
      await expect(panel).toBeHidden();
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth > window.innerWidth,
      );
      expect(overflow).toBe(false);
    });
  }

  for (const width of [320, 360, 375]) {
    test(`logo, Contact Us and the menu button all fit on screen at ${width}px`, async ({
      page,
    }) => {
      // The header is fixed, so if it were too wide the page would not scroll sideways:
      // its right end, the menu button, would simply be cut off.
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      const header = page.getByRole("banner");
      const parts = [
        header.getByRole("link", { name: "Ridgeline Business Systems, home", exact: true }),
        header.getByRole("link", { name: "Contact Us" }),
        mobileToggle(page),
      ];
      let previousRight = 0;
      for (const part of parts) {
        const box = (await part.boundingBox())!;
        expect(box.x, (await part.textContent()) ?? "").toBeGreaterThanOrEqual(previousRight + 8);
        previousRight = box.x + box.width;
      }
      expect(width - previousRight).toBeGreaterThanOrEqual(8);
      await hydrated(page);
      await mobileToggle(page).click();
      await expect(page.getByRole("button", { name: "Sage Softwares" })).toBeVisible();
    });
  }

  test("the mobile menu closes when focus or a click leaves it", async ({ page }) => {
    await openHome(page, 375, 667);
    const toggle = mobileToggle(page);
    await toggle.click();
    const support = page.getByRole("button", { name: "Support", exact: true });
    await support.focus();
    await page.keyboard.press("Tab");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("main").locator(":focus")).toHaveCount(1);

    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.mouse.click(200, 600);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  test("the open mobile menu passes axe and Escape closes it", async ({ page }) => {
    await openHome(page, 375);
    await mobileToggle(page).click();
    await page.getByRole("button", { name: "Sage Softwares" }).click();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(mobileToggle(page)).toHaveAttribute("aria-expanded", "false");
    await expect(mobileToggle(page)).toBeFocused();
  });
});

test("desktop and mobile menus come from one definition and hold the same links", async ({
  page,
}) => {
  await page.goto("/");
  await hydrated(page);
  const navs = page.locator("header nav");
  expect(await navs.count()).toBe(2);
  const desktop = await menuHrefs(page, navs.nth(0));
  const mobile = await menuHrefs(page, navs.nth(1));
  expect(mobile).toEqual(desktop);
  const expected = mainMenu.flatMap((g) =>
    g.items.flatMap((item) => (isGroup(item) ? item.items.map((l) => l.to) : [item.to])),
  );
  expect(desktop).toEqual(expected);
});

test("footer links land at the top of the new page", async ({ page }) => {
  await openHome(page, 1440);
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "Network Solutions" }).click();
  await expect(page).toHaveURL("/services/network");
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const external = footer.getByRole("link", { name: /Customer Support Site/ });
  await expect(external).toHaveAttribute("target", "_blank");
  await expect(external).toHaveAttribute("rel", "noopener");
});

test("the footer's copyright line gives the year the site was built", async ({ page }) => {
  await openHome(page, 375);
  await expect(page.getByRole("contentinfo")).toContainText(
    `© ${buildYear} Ridgeline Business Systems. All rights reserved.`,
  );
});

test("Get In Touch in the banner goes to the contact page", async ({ page }) => {
  await page.goto("/software");
  await hydrated(page);
  await page.getByRole("link", { name: "Get In Touch" }).click();
  await expect(page).toHaveURL("/contact");
});

// The scripts load after the first paint (decision 0007); until they run, and for a
// visitor without them, the menus must still reach every page.
test.describe("menus before the scripts run (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false });

  test("at 1440px a dropdown opens on hover and on keyboard focus, and its links work", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 800 });
    await page.goto("/");
    const nav = desktopNav(page);
    const about = nav.getByRole("link", { name: "About" });
    await expect(about).toBeHidden();
    await nav.getByRole("button", { name: "Company" }).hover();
    await expect(about).toBeVisible();
    await page.mouse.move(700, 600);
    await expect(about).toBeHidden();

    await nav.getByRole("button", { name: "Support" }).focus();
    const newsletters = nav.getByRole("link", { name: "Newsletters" });
    await expect(newsletters).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(nav.getByRole("link", { name: "Contact Support" })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(newsletters).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/support/newsletters");
  });

  test("at 375px the menu button opens the whole menu, and a click outside closes it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/");
    const toggle = mobileToggle(page);
    const panel = page.getByRole("navigation", { name: "Main menu" });
    await expect(panel).toBeHidden();
    await toggle.click();
    await expect(panel).toBeVisible();
    // Only script could open a submenu, so every one is open.
    await expect(panel.getByRole("link", { name: "Success Stories" })).toBeVisible();
    await page.mouse.click(187, 760);
    await expect(panel).toBeHidden();

    await toggle.click();
    await panel.getByRole("link", { name: "Press Releases" }).click();
    await expect(page).toHaveURL("/company/press-releases");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
