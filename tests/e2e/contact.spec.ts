import { readFileSync } from "node:fs";
import type { Page } from "@playwright/test";
import { simpleParser, type ParsedMail } from "mailparser";
import { mailbox } from "../../playwright.config";
import { expectLinksStayIn } from "./support/content-pages";
import {
  companyFacts,
  contactPage,
  escapeRegExp,
  linksIn,
  locales,
  menus,
  pageText,
  pathOf,
  phoneIn,
  plainText,
  ui,
  type Locale,
} from "./support/content";
import {
  expect,
  expectNoAxeViolations,
  freezeClock,
  hydrate,
  islandOf,
  test,
  pageOwnScripts,
} from "./support/fixtures";

/**
 * The contact page and its form in both languages, sent through the real relay to a
 * real SMTP server. What the page says comes from content (headings, buttons, toasts)
 * and the dictionaries (labels, field errors).
 */

type Visitor = { name: string; companyName: string; email: string; phone: string; message: string };

/** Someone who writes from the page's language: test data, not copy. */
function visitor(tag: string, locale: Locale = "en"): Visitor {
  return locale === "en"
    ? {
        name: `Jane Okafor ${tag}`,
        companyName: `Northwind Tools ${tag}`,
        email: `jane.${tag}@northwind.example`,
        phone: "+1 613-555-0123",
        message: `We run Sage 100 on an old server.\nCan you host it for us? (${tag})`,
      }
    : {
        name: `Amélie Tremblay ${tag}`,
        companyName: `Outillage Laurentides ${tag}`,
        email: `amelie.${tag}@laurentides.example`,
        phone: "+1 819-555-0123",
        message: `Nous utilisons Sage 100 sur un vieux serveur.\nPouvez-vous l’héberger ? (${tag})`,
      };
}

const fields = ["name", "companyName", "email", "phone", "message"] as const;

/** A form field by its label in the page's language. */
const field = (page: Page, name: (typeof fields)[number], locale: Locale = "en") =>
  page.getByLabel(ui(locale).contact.form.labels[name], { exact: true });

async function fill(page: Page, v: Visitor, locale: Locale = "en") {
  for (const name of fields) await field(page, name, locale).fill(v[name]);
}

async function expectValues(page: Page, v: Visitor, locale: Locale = "en") {
  for (const name of fields) await expect(field(page, name, locale)).toHaveValue(v[name]);
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

/** The form's words in a language (content/<locale>/contact.yaml). */
const form = (locale: Locale = "en") => contactPage(locale).form;

const sendButton = (page: Page, locale: Locale = "en") =>
  page.getByRole("button", { name: form(locale).submitLabel });
const sendingButton = (page: Page, locale: Locale = "en") =>
  page.getByRole("button", { name: form(locale).sendingLabel });

/** The mail's first line for a message from a French page: sales answer in French. */
const frenchLine = "Language: French (fr-CA): reply in French";

/**
 * The sentence on what happens to the message, before the send button, and its link to
 * the privacy policy in the page's language. Returns the link.
 */
async function expectPrivacyNotice(page: Page, locale: Locale) {
  const notice = form(locale).privacyNotice;
  const policy = linksIn(notice).find((link) => link.to === "/privacy");
  expect(policy, "the notice links to the privacy policy").toBeDefined();
  const sentence = page
    .getByRole("form", { name: form(locale).heading })
    .locator("p", { hasText: plainText(notice) });
  await expect(sentence).toBeVisible();
  const link = sentence.getByRole("link", { name: policy!.label, exact: true });
  await expect(link).toHaveAttribute("href", pathOf("/privacy", locale));
  // Read before sending, not after.
  const [said, button] = [
    await sentence.boundingBox(),
    await sendButton(page, locale).boundingBox(),
  ];
  expect(said!.y + said!.height).toBeLessThanOrEqual(button!.y);
  return link;
}

/** Opens the contact page and brings the form to life, as a visitor's first Tab into it would. */
async function openForm(page: Page, locale: Locale = "en") {
  await page.goto(pathOf("/contact", locale));
  await hydrate(field(page, "name", locale));
}

for (const locale of locales) {
  test.describe(`contact page (${locale})`, () => {
    const contactPath = pathOf("/contact", locale);

    test("shows the banner, the form as specified and the support note", async ({ page }) => {
      const site = companyFacts();
      await page.goto(contactPath);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        pageText("/contact", locale).heading,
      );
      await expect(page.getByRole("heading", { name: form(locale).heading })).toBeVisible();
      for (const name of fields) {
        await expect(field(page, name, locale)).toHaveAttribute("required", "");
      }
      await expect(field(page, "email", locale)).toHaveAttribute("type", "email");
      await expect(field(page, "phone", locale)).toHaveAttribute("type", "tel");
      const message = field(page, "message", locale);
      await expect(message).toHaveAttribute("rows", "6");
      await expect(message).toHaveAttribute("cols", "50");
      await expect(message).toHaveAttribute("placeholder", ui(locale).contact.form.placeholder);
      const note = page.getByRole("complementary", { name: contactPage(locale).support.heading });
      await expect(note.getByRole("link", { name: site.emails.support })).toHaveAttribute(
        "href",
        `mailto:${site.emails.support}`,
      );
      await expect(
        note.getByRole("link", { name: phoneIn(site.phones.support, locale) }),
      ).toBeVisible();
      const main = page.getByRole("main");
      await expect(main).toContainText(phoneIn(site.phones.main, locale));
      await expect(main).toContainText(ui(locale).contact.tollFree);
      await expect(
        main.getByRole("link", { name: phoneIn(site.phones.tollFree, locale) }),
      ).toHaveAttribute("href", `tel:${site.phones.tollFree.e164}`);
      await expect(sendButton(page, locale)).toBeVisible();
      await expectLinksStayIn(main, locale);
      await expectNoAxeViolations(page);
    });

    test("a filled form goes through the relay, is delivered over SMTP, then the form clears", async ({
      page,
    }) => {
      const v = visitor(`ok${locale}${Date.now()}`, locale);
      await openForm(page, locale);
      await fill(page, v, locale);
      const posted = page.waitForRequest(
        (request) => request.method() === "POST" && request.url().endsWith("/v1/email"),
      );
      await sendButton(page, locale).click();
      // The relay contract, with the page's language.
      expect((await posted).postDataJSON()).toMatchObject({
        senderMail: v.email,
        senderName: v.name,
        subject: v.companyName,
        language: locale,
      });
      await expect(page.getByText(form(locale).success)).toBeVisible();
      await expect(
        page.getByRole("button", { name: ui(locale).contact.form.closeToast }),
      ).toBeVisible();
      for (const name of fields) await expect(field(page, name, locale)).toHaveValue("");
      // The toast leaves; a line under the button stays.
      const sentNote = page.getByText(form(locale).sent);
      await expect(sentNote).toBeVisible();
      await expect(page.getByText(form(locale).success)).toBeHidden({ timeout: 10_000 });
      await expect(sentNote).toBeVisible();
      const { to, mail } = await delivered(v);
      // The relay's fixed recipient (CONTACT_TO's default), never one the request names.
      expect(to).toEqual(["sales@ridgeline.example"]);
      expect(mail.replyTo?.value).toEqual([{ address: v.email, name: v.name }]);
      for (const value of [v.name, v.companyName, v.email, v.phone, ...v.message.split("\n")]) {
        expect(mail.text).toContain(value);
      }
      if (locale === "fr") expect(mail.text!.split("\n")[0]).toBe(frenchLine);
    });

    test("sent empty, it says what is missing beside each field, in the page's language", async ({
      page,
    }) => {
      const errors = ui(locale).contact.form.errors;
      const otherErrors = ui(locale === "en" ? "fr" : "en").contact.form.errors;
      let posted = 0;
      await page.route("**/v1/email", (route) => {
        posted += 1;
        return route.abort();
      });
      // Send pressed at once, before the form's code has arrived: the press waits for it.
      await page.goto(contactPath);
      await sendButton(page, locale).click();
      await expect(field(page, "name", locale)).toBeFocused();
      for (const name of fields) {
        await expect(field(page, name, locale)).toHaveAccessibleDescription(errors[name].required);
      }
      const email = field(page, "email", locale);
      await expect(email).toHaveAttribute("aria-invalid", "true");
      await email.fill("not an address");
      await sendButton(page, locale).click();
      await expect(email).toHaveAccessibleDescription(errors.email.invalid);
      for (const name of fields) {
        await expect(page.getByRole("main")).not.toContainText(otherErrors[name].required);
      }
      await expectNoAxeViolations(page);
      expect(posted).toBe(0);
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
      // Every failure in English; one stands for them in French.
      if (locale === "fr" && !name.endsWith("500")) continue;
      test.describe(() => {
        test.use({ allowedErrors: [/Failed to load resource/] });
        test(`when ${name}, the failure toast shows and everything typed stays`, async ({
          page,
        }) => {
          const v = visitor("fail", locale);
          await page.route("**/v1/email", handler);
          await openForm(page, locale);
          await fill(page, v, locale);
          await sendButton(page, locale).click();
          await expect(page.getByText(form(locale).failure)).toBeVisible();
          await expectValues(page, v, locale);
          await expect(sendButton(page, locale)).toBeEnabled();
        });
      });
    }

    test.describe(() => {
      test.use({ allowedErrors: [/Failed to load resource/] });
      test("when the relay asks to wait, the toast says for how long and everything typed stays", async ({
        page,
      }) => {
        const v = visitor("wait", locale);
        // 90 seconds, said in whole minutes: 2.
        await page.route("**/v1/email", (route) =>
          route.fulfill({ status: 429, headers: { "Retry-After": "90" }, body: "{}" }),
        );
        await openForm(page, locale);
        await fill(page, v, locale);
        await sendButton(page, locale).click();
        await expect(
          page.getByText(form(locale).retryLater.replace("{minutes}", "2")),
        ).toBeVisible();
        await expectValues(page, v, locale);
        await expect(sendButton(page, locale)).toBeEnabled();
      });
    });

    test.describe(() => {
      test.use({
        allowedErrors: [/Failed to load resource|Failed to fetch dynamically imported module/],
      });
      test("offline before the toasts' code came, the failure is said under the button", async ({
        page,
      }) => {
        const v = visitor("offline", locale);
        await openForm(page, locale);
        await fill(page, v, locale);
        // The connection drops: neither the relay nor any script not yet loaded answers.
        await page.route("**/v1/email", (route) => route.abort("internetdisconnected"));
        await page.route(/\.js$/, (route) => route.abort("internetdisconnected"));
        await sendButton(page, locale).click();
        await expect(
          page.getByRole("alert").filter({ hasText: form(locale).failure }),
        ).toBeVisible();
        await expectValues(page, v, locale);
      });
    });

    test("REQUEST A DEMO opens the form with the product in the message", async ({ page }) => {
      const slug = "sage300";
      await page.goto(pathOf(`/software/${slug}`, locale));
      await page
        .getByRole("main")
        .getByRole("link", { name: ui(locale).software.requestDemo })
        .first()
        .click();
      await expect(page).toHaveURL(pathOf(`/contact?product=${slug}`, locale));
      await expect(field(page, "message", locale)).toHaveValue(
        contactPage(locale).demoRequests[slug],
      );
    });

    for (const canonical of ["/contact", "/contact/thank-you"] as const) {
      test(`on ${pathOf(canonical, locale)} no closing band leads back to the form, and the footer gives the phone`, async ({
        page,
      }) => {
        await page.goto(pathOf(canonical, locale));
        await expect(
          page.getByRole("region", { name: menus(locale).helpBanner.heading }),
        ).toHaveCount(0);
        await expect(page.getByRole("contentinfo")).toContainText(
          phoneIn(companyFacts().phones.main, locale),
        );
      });
    }

    test("says what happens to the message and links to the privacy policy", async ({ page }) => {
      await openForm(page, locale);
      await (await expectPrivacyNotice(page, locale)).click();
      await expect(page).toHaveURL(pathOf("/privacy", locale));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        pageText("/privacy", locale).heading,
      );
    });

    test("with JavaScript, the form names the field a script-less post got wrong", async ({
      page,
    }) => {
      // Where the relay sends a refused post back: the island marks the field.
      await page.goto(`${contactPath}?error=email#contact-not-sent`);
      await expect(field(page, "email", locale)).toHaveAccessibleDescription(
        ui(locale).contact.form.check.email,
      );
      await expect(page.getByRole("alert")).toHaveText(form(locale).noScriptErrorHeading);
    });

    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("posts to the relay and reaches the thank-you page; the message is delivered", async ({
        page,
      }) => {
        const v = visitor(`nojs${locale}${Date.now()}`, locale);
        await page.goto(contactPath);
        await fill(page, v, locale);
        const posted = page.waitForResponse(
          (response) =>
            response.request().method() === "POST" &&
            new URL(response.url()).pathname === "/v1/email",
        );
        await sendButton(page, locale).click();
        const answer = await posted;
        expect(answer.status()).toBe(303);
        const thankYou = pathOf("/contact/thank-you", locale);
        expect(answer.headers().location).toMatch(new RegExp(`${thankYou}$`));
        await expect(page).toHaveURL(thankYou);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          pageText("/contact/thank-you", locale).heading,
        );
        await expect(page.getByRole("link", { name: ui(locale).contact.backHome })).toHaveAttribute(
          "href",
          pathOf("/", locale),
        );
        await expect(
          page.getByRole("link", { name: ui(locale).contact.exploreSoftware }),
        ).toHaveAttribute("href", pathOf("/software", locale));
        const { mail } = await delivered(v);
        expect(mail.replyTo?.value).toEqual([{ address: v.email, name: v.name }]);
        if (locale === "fr") expect(mail.text!.split("\n")[0]).toBe(frenchLine);
      });

      test("the form says what happens to the message and links to the privacy policy", async ({
        page,
      }) => {
        await page.goto(contactPath);
        await (await expectPrivacyNotice(page, locale)).click();
        await expect(page).toHaveURL(pathOf("/privacy", locale));
      });

      test("a message the relay sends back says so, and Back returns to what was typed", async ({
        page,
      }) => {
        const v = { ...visitor(`nojsbad${locale}${Date.now()}`, locale), email: "jane@intranet" };
        await page.goto(contactPath);
        const notice = page.getByRole("heading", { name: form(locale).notSent.heading });
        await expect(notice).toBeHidden();
        await fill(page, v, locale);
        await sendButton(page, locale).click();
        await expect(page).toHaveURL(`${contactPath}?error=email#contact-not-sent`);
        await expect(notice).toBeVisible();
        await expect(page.getByText(form(locale).notSent.text)).toBeVisible();
        await page.goBack();
        await expectValues(page, v, locale);
      });
    });
  });
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
    await expect(islandOf(field(page, "name"))).toHaveAttribute("ssr");
    await hydrate(field(page, "name"));
    await expect
      .poll(() => scripts.filter((url) => /\/contact-form\.[\w-]+\.js$/.test(url)).length)
      .toBe(1);
    // The schemas follow as soon as the focus is in the form, before anyone presses Send.
    await expect
      .poll(() => scripts.filter((url) => /\/contact\.[\w-]+\.js$/.test(url)).length)
      .toBe(1);
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
    await expect(sendingButton(page)).toBeDisabled();
    await expect(sendingButton(page)).toBeFocused();
    await page.keyboard.press("Enter");
    release();
    await expect(page.getByText(form().success)).toBeVisible();
    await expect(sendButton(page)).toBeEnabled();
    await expect(sendButton(page)).toBeFocused();
    expect(posts).toBe(1);
  });

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
    await expect(sendingButton(page)).toBeDisabled();
    await page.clock.runFor(15_500);
    // The toast's code arrives over the network in real time, then shows it on a timer:
    // the clock moves on until it has.
    await expect
      .poll(async () => {
        await page.clock.runFor(100);
        return page.getByText(form().failure).isVisible();
      })
      .toBe(true);
    await expectValues(page, v);
    await expect(sendButton(page)).toBeEnabled();
  });

  test("a field is already marked invalid, with its message, when the focus reaches it", async ({
    page,
  }) => {
    const errors = ui("en").contact.form.errors;
    await openForm(page);
    // What a screen reader reads on focus: the field's state at the moment focus arrives.
    await page.evaluate(() => {
      document.addEventListener("focusin", (event) => {
        const target = event.target as HTMLElement;
        const name = target.getAttribute("name");
        if (!name) return;
        const text = (target.getAttribute("aria-describedby") ?? "")
          .split(" ")
          .map((id) => document.getElementById(id)?.textContent ?? "")
          .join(" ");
        document.body.dataset.focusedAs = `${name} ${target.getAttribute("aria-invalid")} ${text}`;
      });
    });
    const focusedAs = () => page.locator("body").getAttribute("data-focused-as");

    await sendButton(page).click();
    await expect(field(page, "name")).toBeFocused();
    expect(await focusedAs()).toMatch(
      new RegExp(`^name true .*${escapeRegExp(errors.name.required)}`),
    );

    await field(page, "name").fill("Jane");
    await field(page, "companyName").fill("Acme");
    await field(page, "email").fill("not an address");
    await sendButton(page).click();
    await expect(field(page, "email")).toBeFocused();
    // The new message, not the one from the first attempt.
    expect(await focusedAs()).toMatch(
      new RegExp(`^email true .*${escapeRegExp(errors.email.invalid)}`),
    );
  });

  test("can be completed and sent with the keyboard alone", async ({ page }) => {
    const v = visitor(`kb${Date.now()}`);
    await page.goto("/contact");
    await field(page, "name").focus();
    for (const value of [v.name, v.companyName, v.email, v.phone]) {
      await page.keyboard.type(value);
      await page.keyboard.press("Tab");
    }
    await page.keyboard.type(v.message);
    // The notice on what happens to the message comes before the button, with its link.
    await page.keyboard.press("Tab");
    const policy = linksIn(form().privacyNotice).find((link) => link.to === "/privacy")!;
    await expect(page.getByRole("link", { name: policy.label, exact: true })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(sendButton(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByText(form().success)).toBeVisible();
    await delivered(v);
  });

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
    await expect(page.getByText(form().success)).toBeVisible();
    // Sent by the island (JSON, in place), not posted by the browser.
    await expect(page).toHaveURL("/contact");
    await delivered(v);
  });
});
