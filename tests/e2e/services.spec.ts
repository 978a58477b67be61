import { expectNoEmptyLinks, expectSideList, jsonLd } from "./support/content-pages";
import { expect, test } from "./support/fixtures";
import { site } from "../../src/content/site";
import { buildYear } from "../../src/lib/build-year";

type ServiceCase = { path: string; h1: string; sideListLabel: string; facts: (string | RegExp)[] };

const services: ServiceCase[] = [
  {
    path: "/services/hosting",
    h1: "Cloud hosting",
    sideListLabel: "Cloud Hosting",
    facts: [
      "99.9%",
      /99\.9% uptime guarantee/,
      "What managed hosting includes",
      "Moving to hosting",
      "Questions about cloud hosting?",
    ],
  },
  {
    path: "/services/managed-services",
    h1: "Managed IT services",
    sideListLabel: "Managed Services",
    facts: [
      "Desktop monitoring",
      "Network printing",
      "Virtual CIO",
      "Application sourcing",
      "Security services",
      "Benefits",
    ],
  },
  {
    path: "/services/disaster-recovery",
    h1: "Disaster recovery and business continuity",
    sideListLabel: "Disaster Recovery",
    facts: [
      `${buildYear - site.disasterRecoveryStartYear} years`,
      "How the program works",
      "12 months",
    ],
  },
  {
    path: "/services/client-care",
    h1: "Client Care",
    sideListLabel: "Client Care",
    facts: [/one fixed monthly fee/i, "What the monthly fee covers", "Unlimited help-desk support"],
  },
  {
    path: "/services/network",
    h1: "Network solutions",
    sideListLabel: "Network Solutions",
    facts: [
      "Structured cabling",
      "Wireless networks",
      "Firewalls and security",
      "From survey to support",
      "Questions about your network?",
    ],
  },
];

for (const service of services) {
  test.describe(service.path, () => {
    test("shows its heading, key facts, side list and Service structured data", async ({
      page,
    }) => {
      await page.goto(service.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(service.h1);
      const main = page.getByRole("main");
      for (const fact of service.facts) {
        await expect(main.getByText(fact).first(), String(fact)).toBeVisible();
      }
      await expectSideList(page, service.sideListLabel);
      await expectNoEmptyLinks(page);
      const data = await jsonLd(page);
      expect(data.find((d) => d["@type"] === "Service")).toMatchObject({
        url: `https://www.ridgeline.example${service.path}`,
        provider: { "@id": "https://www.ridgeline.example/#organization" },
      });
    });

    test("its call to action opens the contact form, and is the page's last one", async ({
      page,
    }) => {
      await page.goto(service.path);
      // The service's own picture beside its heading.
      const picture = page.getByRole("img", { name: /^Illustration: / });
      await expect(picture).toBeVisible();
      expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(
        0,
      );
      // The banner after the call to action gives the address and phone, not a second button.
      const banner = page.getByRole("region", { name: "How Can We Help?" });
      await expect(banner).toContainText(site.phones.main.display);
      await expect(banner.getByRole("link", { name: "Get In Touch" })).toHaveCount(0);
      await page.getByRole("main").getByRole("link", { name: "Contact us" }).click();
      await expect(page).toHaveURL(/\/contact$/);
    });
  });
}

test("on a short window the side column scrolls, so a focused side-list link stays in view", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 768 });
  await page.goto("/services/hosting");
  await page.mouse.wheel(0, 1500);
  const last = page
    .getByRole("complementary", { name: "Software and IT Support" })
    .getByRole("link")
    .last();
  await last.focus();
  await expect(last).toBeInViewport();
});
