import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";
import { mailbox } from "../../playwright.config";
import { site } from "../../src/content/site";
import {
  expect,
  expectNoAxeViolations,
  freezeClock,
  hydrate,
  islandOf,
  test,
  pageOwnScripts,
} from "./support/fixtures";

type Visitor = { name: string; companyName: string; email: string; phone: string; message: string };

function visitor(tag: string): Visitor {
  return {
    name: `Jane Okafor ${tag}`,
    companyName: `Northwind Tools ${tag}`,
    email: `jane.${tag}@northwind.example`,
    phone: "+1 613-555-0123",
    message: `We run Sage 100 on an old server.\nCan you host it for us? (${tag})`,
  };
}

async function fill(page: Page, v: Visitor) {
  await page.getByLabel("Name", { exact: true }).fill(v.name);
  await page.getByLabel("Company name").fill(v.companyName);
  await page.getByLabel("Email", { exact: true }).fill(v.email);
  await page.getByLabel("Phone", { exact: true }).fill(v.phone);
  await page.getByLabel("Message", { exact: true }).fill(v.message);
}

async function expectValues(page: Page, v: Visitor) {
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue(v.name);
  await expect(page.getByLabel("Company name")).toHaveValue(v.companyName);
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(v.email);
  await expect(page.getByLabel("Phone", { exact: true })).toHaveValue(v.phone);
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue(v.message);
}

/** Waits until the test SMTP server has received a message for this visitor. */
async function delivered(v: Visitor): Promise<{ to: string[]; mail: ParsedMail }> {
  let found: { to: string[]; raw: string } | undefined;
  await expect
    .poll(
      () => {
        const lines = readFileSync(mailbox, "utf8").split("\n").filter(Boolean);
        found = lines
          .map((line) => JSON.parse(line) as { to: string[]; raw: string })
          .find((m) => m.raw.includes(v.email));
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return { to: found!.to, mail: await simpleParser(found!.raw) };
}

const sendButton = (page: Page) => page.getByRole("button", { name: /Send message|Sending/ });

/** Opens the contact page and brings the form to life, as a visitor's first Tab into it would. */
async function openForm(page: Page) {
  await page.goto("/contact");
  await hydrate(page.getByLabel("Name", { exact: true }));
}

test.describe("contact page", () => {
  test("loads the form's code and its validation only once the visitor starts on it", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/contact");
    await page.waitForLoadState("networkidle");
    expect(pageOwnScripts(scripts), "scripts before the visitor touches the form").toEqual([]);
    await expect(islandOf(page.getByLabel("Name", { exact: true }))).toHaveAttribute("ssr");
    await hydrate(page.getByLabel("Name", { exact: true }));
    await expect
      .poll(() => scripts.filter((url) => /\/contact-form\.[\w-]+\.js$/.test(url)).length)
      .toBe(1);
    // The schemas follow as soon as the focus is in the form, before anyone presses Send.
    await expect
      .poll(() => scripts.filter((url) => /\/contact\.[\w-]+\.js$/.test(url)).length)
      .toBe(1);
  });

  test("shows the banner, the form as specified and the support note", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");
    await expect(page.getByRole("heading", { name: "Leave Us a Message" })).toBeVisible();
    for (const label of ["Name", "Company name", "Email", "Phone", "Message"]) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAttribute("required", "");
    }
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
    await expect(page.getByLabel("Phone", { exact: true })).toHaveAttribute("type", "tel");
    const message = page.getByLabel("Message", { exact: true });
    await expect(message).toHaveAttribute("rows", "6");
    await expect(message).toHaveAttribute("cols", "50");
    await expect(message).toHaveAttribute("placeholder", "Write Your message here");
    const note = page.getByRole("complementary", { name: "Need technical support?" });
    await expect(note.getByRole("link", { name: site.emails.support })).toHaveAttribute(
      "href",
      `mailto:${site.emails.support}`,
    );
    await expect(note.getByRole("link", { name: site.phones.support.display })).toBeVisible();
    await expect(page.locator("main")).toContainText(site.phones.main.display);
    await expect(
      page.getByRole("main").getByRole("link", { name: site.phones.tollFree.display }),
    ).toHaveAttribute("href", `tel:${site.phones.tollFree.e164}`);
    await expectNoAxeViolations(page);
  });

  test("a filled form is delivered by the real relay over SMTP, then the form clears", async ({
    page,
  }) => {
    const v = visitor(`ok${Date.now()}`);
    await openForm(page);
    await fill(page, v);
    await sendButton(page).click();
    await expect(page.getByText("Email sent successfully")).toBeVisible();
    for (const label of ["Name", "Company name", "Email", "Phone", "Message"]) {
      await expect(page.getByLabel(label, { exact: true })).toHaveValue("");
    }
    // The toast leaves; a line under the button stays.
    const sentNote = page.getByText("Your message is on its way.");
    await expect(sentNote).toBeVisible();
    await expect(page.getByText("Email sent successfully")).toBeHidden({ timeout: 10_000 });
    await expect(sentNote).toBeVisible();
    const { to, mail } = await delivered(v);
    expect(to).toEqual(["sales@ridgeline.example"]);
    expect(mail.replyTo?.value).toEqual([{ address: v.email, name: v.name }]);
    for (const value of [v.name, v.companyName, v.email, v.phone, ...v.message.split("\n")]) {
      expect(mail.text).toContain(value);
    }
  });

  test("the button is disabled and says so while sending, and keeps the keyboard focus", async ({
    page,
  }) => {
    let release: () => void = () => {};
    let posts = 0;
    await page.route("**/v1/email", async (route) => {
      posts += 1;
      await new Promise<void>((resolve) => (release = resolve));
      await route.fulfill({ status: 202, body: '{"status":"accepted"}' });
    });
    await openForm(page);
    await fill(page, visitor("slow"));
    await sendButton(page).focus();
    await page.keyboard.press("Enter");
    const sending = page.getByRole("button", { name: "Sending…" });
    await expect(sending).toBeDisabled();
    await expect(sending).toBeFocused();
    await page.keyboard.press("Enter");
    release();
    await expect(page.getByText("Email sent successfully")).toBeVisible();
    await expect(page.getByRole("button", { name: "Send message" })).toBeEnabled();
    await expect(page.getByRole("button", { name: "Send message" })).toBeFocused();
    expect(posts).toBe(1);
  });

  for (const [name, handler] of [
    ["the relay is unreachable", (route) => route.abort("connectionrefused")],
    [
      "the relay answers 400",
      (route) => route.fulfill({ status: 400, body: '{"error":"invalid"}' }),
    ],
    [
      "the relay answers 500",
      (route) => route.fulfill({ status: 500, body: "Internal Server Error" }),
    ],
  ] as const satisfies readonly (readonly [string, Parameters<Page["route"]>[1]])[]) {
    test.describe(() => {
      test.use({ allowedErrors: [/Failed to load resource/] });
      test(`when ${name}, the failure toast shows and everything typed stays`, async ({ page }) => {
        const v = visitor("fail");
        await page.route("**/v1/email", handler);
        await openForm(page);
        await fill(page, v);
        await sendButton(page).click();
        await expect(page.getByText("Something going wrong please try again")).toBeVisible();
        await expectValues(page, v);
        await expect(page.getByRole("button", { name: "Send message" })).toBeEnabled();
      });
    });
  }

  test("when the relay does not answer in time, the failure toast shows and values stay", async ({
    page,
  }) => {
    await freezeClock(page);
    await page.route("**/v1/email", () => {
      // Never answered.
    });
    const v = visitor("timeout");
    await openForm(page);
    await fill(page, v);
    await sendButton(page).click();
    await expect(page.getByRole("button", { name: "Sending…" })).toBeDisabled();
    await page.clock.runFor(15_500);
    await expect(page.getByText("Something going wrong please try again")).toBeVisible();
    await expectValues(page, v);
    await expect(page.getByRole("button", { name: "Send message" })).toBeEnabled();
  });

  test("required fields block sending and errors show beside their fields", async ({ page }) => {
    let posted = 0;
    await page.route("**/v1/email", (route) => {
      posted += 1;
      return route.abort();
    });
    // Send pressed at once, before the form's code has arrived: the press waits for it.
    await page.goto("/contact");
    await sendButton(page).click();
    await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
    await expect(page.getByLabel("Name", { exact: true })).toHaveAccessibleDescription(
      "Please enter your name.",
    );
    await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await page.getByLabel("Email", { exact: true }).fill("not an address");
    await sendButton(page).click();
    await expect(page.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(
      "Please enter a valid e-mail address.",
    );
    await expectNoAxeViolations(page);
    expect(posted).toBe(0);
  });

  test("a field is already marked invalid, with its message, when the focus reaches it", async ({
    page,
  }) => {
    await openForm(page);
    // What a screen reader reads on focus: the field's state at the moment focus arrives.
    await page.evaluate(() => {
      document.addEventListener("focusin", (event) => {
        const field = event.target as HTMLElement;
        const name = field.getAttribute("name");
        if (!name) return;
        const text = (field.getAttribute("aria-describedby") ?? "")
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" ");
        document.body.dataset.focusedAs = `${name} ${field.getAttribute("aria-invalid")} ${text}`;
      });
    });
    const focusedAs = () => page.locator("body").getAttribute("data-focused-as");

    await sendButton(page).click();
    await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
    expect(await focusedAs()).toMatch(/^name true .*Please enter your name\./);

    await page.getByLabel("Name", { exact: true }).fill("Jane");
    await page.getByLabel("Company name").fill("Acme");
    await page.getByLabel("Email", { exact: true }).fill("not an address");
    await sendButton(page).click();
    await expect(page.getByLabel("Email", { exact: true })).toBeFocused();
    // The new message, not the one from the first attempt ("Please enter your e-mail address.").
    expect(await focusedAs()).toMatch(/^email true .*Please enter a valid e-mail address\./);
  });

  test("can be completed and sent with the keyboard alone", async ({ page }) => {
    const v = visitor(`kb${Date.now()}`);
    await page.goto("/contact");
    await page.getByLabel("Name", { exact: true }).focus();
    for (const value of [v.name, v.companyName, v.email, v.phone]) {
      await page.keyboard.type(value);
      await page.keyboard.press("Tab");
    }
    await page.keyboard.type(v.message);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Send message" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Email sent successfully")).toBeVisible();
    await delivered(v);
  });

  test("REQUEST A DEMO opens the form with the product in the message", async ({ page }) => {
    await page.goto("/software/sage300");
    await page
      .getByRole("link", { name: /Request a demo/i })
      .first()
      .click();
    await expect(page).toHaveURL("/contact?product=sage300");
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue(
      "I would like to request a demo of Sage 300.",
    );
  });

  for (const { path, banner, getInTouch } of [
    { path: "/contact", banner: "How Can We Help?", getInTouch: "Get In Touch" },
    { path: "/contact/thank-you", banner: "How Can We Help?", getInTouch: "Get In Touch" },
    {
      path: "/fr/nous-joindre",
      banner: "Comment pouvons-nous vous aider\u202f?",
      getInTouch: "Écrivez-nous",
    },
    {
      path: "/fr/nous-joindre/merci",
      banner: "Comment pouvons-nous vous aider\u202f?",
      getInTouch: "Écrivez-nous",
    },
  ]) {
    test(`on ${path} the banner offers no ${getInTouch} back to the form it follows`, async ({
      page,
    }) => {
      await page.goto(path);
      const region = page.getByRole("region", { name: banner });
      await expect(region).toContainText(site.phones.main.display);
      await expect(region.getByRole("link", { name: getInTouch })).toHaveCount(0);
    });
  }

  test("a Send pressed while the form's code is still loading is not lost", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/contact-form\.[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const v = visitor(`early${Date.now()}`);
    await page.goto("/contact");
    await fill(page, v);
    await sendButton(page).click();
    release();
    await expect(page.getByText("Email sent successfully")).toBeVisible();
    // Sent by the island (JSON, in place), not posted by the browser.
    await expect(page).toHaveURL("/contact");
    await delivered(v);
  });
});

test.describe("contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("posts to the relay and reaches the thank-you page; the message is delivered", async ({
    page,
  }) => {
    const v = visitor(`nojs${Date.now()}`);
    await page.goto("/contact");
    await fill(page, v);
    const posted = page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().endsWith("/v1/email"),
    );
    await page.getByRole("button", { name: "Send message" }).click();
    const answer = await posted;
    expect(answer.status()).toBe(303);
    expect(answer.headers().location).toMatch(/\/contact\/thank-you$/);
    await expect(page).toHaveURL("/contact/thank-you");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Thank you: your message is on its way",
    );
    const { mail } = await delivered(v);
    expect(mail.replyTo?.value).toEqual([{ address: v.email, name: v.name }]);
  });

  test("a message the relay sends back says so, and Back returns to what was typed", async ({
    page,
  }) => {
    const v = { ...visitor(`nojsbad${Date.now()}`), email: "jane@intranet" };
    await page.goto("/contact");
    const notice = page.getByRole("heading", { name: "Your message was not sent" });
    await expect(notice).toBeHidden();
    await fill(page, v);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page).toHaveURL("/contact?error=email#contact-not-sent");
    await expect(notice).toBeVisible();
    await expect(page.getByText("needs its full domain, like jane@example.com")).toBeVisible();
    await page.goBack();
    await expectValues(page, v);
  });
});
