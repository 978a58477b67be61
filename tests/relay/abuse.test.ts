import { afterEach, describe, expect, it } from "vitest";
import { buildEmailPayload, contactFormSchema } from "../../src/lib/contact";
import type { TrustProxy } from "../../server/relay/config";
import { formIdempotencyKey } from "../../server/relay/plugin";
import type { RelayConfig } from "../../server/relay/config";
import {
  postForm,
  postJson,
  removeTempDirs,
  siteOrigin,
  sleep,
  SmtpSink,
  startRelay,
  testConfig,
  validForm,
  validPayload,
  type RelayHandle,
} from "./support/harness";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  removeTempDirs();
});

async function relay(
  overrides: Partial<RelayConfig> = {},
  options: { trustProxy?: TrustProxy } = {},
): Promise<RelayHandle> {
  const handle = await startRelay(testConfig(overrides), options);
  cleanups.push(handle.close);
  return handle;
}

describe("rate limit", () => {
  it("answers 429 with Retry-After once a client exceeds its messages per minute", async () => {
    const { app, relay: r } = await relay({ rateLimitPerMinute: 3 });
    for (let i = 0; i < 3; i++) expect((await postJson(app, validPayload)).statusCode).toBe(202);
    const limited = await postJson(app, validPayload);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.json()).toMatchObject({ error: "rate_limited" });
    expect(r.health().pending).toBe(3);

    // Another client is not affected, and neither is the health check.
    expect((await postJson(app, validPayload, {}, "192.0.2.7")).statusCode).toBe(202);
    expect((await app.inject({ url: "/healthz" })).statusCode).toBe(200);
  });

  it("counts invalid attempts too, so probing is limited as well", async () => {
    const { app } = await relay({ rateLimitPerMinute: 2 });
    expect((await postJson(app, { senderMail: "x" })).statusCode).toBe(400);
    expect((await postJson(app, "{broken")).statusCode).toBe(400);
    expect((await postJson(app, validPayload)).statusCode).toBe(429);
  });

  it("shows a person without JavaScript a page, not JSON, when limited", async () => {
    const { app } = await relay({ rateLimitPerMinute: 1 });
    expect((await postForm(app, validForm)).statusCode).toBe(303);
    const limited = await postForm(app, validForm, { origin: siteOrigin });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toBeDefined();
    expect(limited.headers["content-type"]).toContain("text/html");
    expect(limited.body).toContain("Too many messages");
    expect(limited.body).toContain(`href="${siteOrigin}/contact#contact-form"`);
  });

  it("shows that page in French to a visitor limited on the French form", async () => {
    const { app } = await relay({ rateLimitPerMinute: 1 });
    const french = { ...validForm, language: "fr" };
    expect((await postForm(app, french)).statusCode).toBe(303);
    // Refused before its body is read: the page that posted it says which language.
    const limited = await postForm(app, french, {
      origin: siteOrigin,
      referer: `${siteOrigin}/fr/nous-joindre`,
    });
    expect(limited.statusCode).toBe(429);
    expect(limited.body).toContain('<html lang="fr-CA">');
    expect(limited.body).toContain("<h1>Votre message n’a pas été envoyé</h1>");
    expect(limited.body).toMatch(/Veuillez réessayer dans \d+\u00a0secondes\./);
    expect(limited.body).toContain(
      `<a href="${siteOrigin}/fr/nous-joindre#contact-form">Retour au formulaire de contact</a>`,
    );
    expect(limited.body).not.toContain("Too many");
  });

  it("without trustProxy, X-Forwarded-For cannot dodge the limit", async () => {
    const { app } = await relay({ rateLimitPerMinute: 1 });
    expect(
      (await postJson(app, validPayload, { "x-forwarded-for": "198.51.100.1" })).statusCode,
    ).toBe(202);
    expect(
      (await postJson(app, validPayload, { "x-forwarded-for": "198.51.100.2" })).statusCode,
    ).toBe(429);
  });

  it("behind one proxy (TRUST_PROXY=1), each visitor has its own bucket, and a forged X-Forwarded-For is no new one", async () => {
    const { app } = await relay({ rateLimitPerMinute: 1 }, { trustProxy: 1 });
    // The proxy appends the address it saw; whatever the visitor wrote stays in front.
    const via = (visitor: string, forged?: string) =>
      postJson(app, validPayload, {
        "x-forwarded-for": forged ? `${forged}, ${visitor}` : visitor,
      });
    expect((await via("198.51.100.1")).statusCode).toBe(202);
    expect((await via("198.51.100.2")).statusCode).toBe(202);
    expect((await via("198.51.100.1")).statusCode).toBe(429);
    expect((await via("198.51.100.1", "203.0.113.9")).statusCode).toBe(429);
  });

  it("with trustProxy, each forwarded client has its own bucket", async () => {
    const { app } = await relay({ rateLimitPerMinute: 1 }, { trustProxy: true });
    expect(
      (await postJson(app, validPayload, { "x-forwarded-for": "198.51.100.1" })).statusCode,
    ).toBe(202);
    expect(
      (await postJson(app, validPayload, { "x-forwarded-for": "198.51.100.2" })).statusCode,
    ).toBe(202);
    expect(
      (await postJson(app, validPayload, { "x-forwarded-for": "198.51.100.1" })).statusCode,
    ).toBe(429);
  });
});

describe("honeypot and fill time", () => {
  it("answers a filled honeypot like any message, keeps it apart and never delivers it", async () => {
    const smtp = await SmtpSink.start();
    cleanups.push(() => smtp.close());
    const { app, relay: r } = await relay({ smtpUrl: smtp.url });
    const genuine = await postJson(app, validPayload);
    const spam = await postJson(app, { ...validPayload, website: "https://cheap-pills.example" });
    expect(spam.statusCode).toBe(genuine.statusCode);
    expect(Object.keys(spam.json()).sort()).toEqual(Object.keys(genuine.json()).sort());
    expect(spam.json()).toMatchObject({ status: "accepted" });

    const { id } = spam.json<{ id: string }>();
    expect(r.outbox.get(id)).toBeUndefined();
    expect(r.outbox.getSpam(id)).toMatchObject({
      reason: "honeypot",
      honeypot: "https://cheap-pills.example",
      senderMail: validPayload.senderMail,
    });
    await sleep(500);
    expect(smtp.mails).toHaveLength(1);
    expect(r.health()).toMatchObject({ sent: 1, spam: 1 });
  });

  it("answers 202 to a bot whose other fields are invalid too, and stores nothing", async () => {
    const { app, relay: r } = await relay();
    const response = await postJson(app, { senderMail: "nope", website: "x" });
    expect(response.statusCode).toBe(202);
    expect(r.health()).toMatchObject({ pending: 0, spam: 0 });
  });

  it("keeps apart a form sent faster than a person could fill it", async () => {
    const { app, relay: r } = await relay({ minFillMs: 2000 });
    const fast = await postJson(app, { ...validPayload, renderedAt: Date.now() - 300 });
    expect(fast.statusCode).toBe(202);
    expect(r.outbox.getSpam(fast.json<{ id: string }>().id)?.reason).toBe("too-fast");
    const human = await postJson(app, { ...validPayload, renderedAt: Date.now() - 45_000 });
    expect(r.outbox.get(human.json<{ id: string }>().id)?.status).toBe("pending");
    const aheadClock = await postJson(app, { ...validPayload, renderedAt: Date.now() + 60_000 });
    expect(r.outbox.get(aheadClock.json<{ id: string }>().id)?.status).toBe("pending");
  });

  it("times the form on the browser's own clock when it sends one, so a fast clock costs no enquiry", async () => {
    const { app, relay: r } = await relay({ minFillMs: 2000 });
    // A phone whose clock runs a minute fast; its owner spent 61 s on the form. Against
    // our clock the form was shown 1 s ago.
    const skew = 60_000;
    const person = await postJson(app, {
      ...validPayload,
      renderedAt: Date.now() - 61_000 + skew,
      sentAt: Date.now() + skew,
    });
    expect(r.outbox.get(person.json<{ id: string }>().id)?.status).toBe("pending");
    // A bot that fills it in 300 ms is still kept apart, whatever clock it claims.
    const bot = await postJson(app, {
      ...validPayload,
      renderedAt: Date.now() + skew,
      sentAt: Date.now() + skew + 300,
    });
    expect(r.outbox.getSpam(bot.json<{ id: string }>().id)?.reason).toBe("too-fast");
  });

  it("stores a form sent twice without JavaScript once, and a different one again", async () => {
    const { app, relay: r } = await relay();
    for (let i = 0; i < 2; i++) {
      const response = await postForm(app, validForm);
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe("/contact/thank-you");
    }
    expect(r.health()).toMatchObject({ pending: 1 });
    await postForm(app, { ...validForm, message: `${validForm.message} And one more thing.` });
    expect(r.health()).toMatchObject({ pending: 2 });
  });

  it("sends a form post back to the form when it is invalid, even with the honeypot filled", async () => {
    // Without JavaScript it is a person's post; a browser may have autofilled the hidden field.
    const { app, relay: r } = await relay();
    const response = await postForm(app, {
      ...validForm,
      website: "https://jane.example",
      phone: "x",
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/contact?error=phone#contact-not-sent");
    expect(r.health()).toMatchObject({ pending: 0, spam: 0 });
  });

  it("does the same for a form post", async () => {
    const { app, relay: r } = await relay();
    const response = await postForm(app, { ...validForm, website: "filled" });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/contact/thank-you");
    expect(r.health()).toMatchObject({ pending: 0, spam: 1 });
  });
});

describe("origin check and CORS", () => {
  it("refuses a POST from another site's page with 403 and stores nothing", async () => {
    const { app, relay: r } = await relay();
    const response = await postJson(app, validPayload, { origin: "https://evil.example" });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ error: "origin_not_allowed" });
    expect(response.headers["access-control-allow-origin"]).toBeUndefined();
    expect(r.health().pending).toBe(0);
  });

  it.each(["null", "https://www.ridgeline.example.evil.example", "http://www.ridgeline.example"])(
    "refuses Origin %s",
    async (origin) => {
      const { app } = await relay();
      expect((await postJson(app, validPayload, { origin })).statusCode).toBe(403);
    },
  );

  it("accepts our own origin and says so in CORS headers", async () => {
    const { app } = await relay();
    const response = await postJson(app, validPayload, { origin: siteOrigin });
    expect(response.statusCode).toBe(202);
    expect(response.headers["access-control-allow-origin"]).toBe(siteOrigin);
  });

  it("accepts a request without Origin (not a browser; documented in plugin.ts)", async () => {
    const { app } = await relay();
    expect((await postJson(app, validPayload)).statusCode).toBe(202);
  });

  it("answers a preflight from an allowed origin, and not from others", async () => {
    const { app } = await relay({ rateLimitPerMinute: 1 });
    const preflight = (origin: string) =>
      app.inject({
        method: "OPTIONS",
        url: "/v1/email",
        headers: {
          origin,
          "access-control-request-method": "POST",
          "access-control-request-headers": "content-type, idempotency-key",
        },
      });
    for (let i = 0; i < 3; i++) {
      const allowed = await preflight(siteOrigin);
      expect(allowed.statusCode).toBe(204);
      expect(allowed.headers["access-control-allow-origin"]).toBe(siteOrigin);
      expect(allowed.headers["access-control-allow-methods"]).toBe("POST");
      expect(String(allowed.headers["access-control-allow-headers"]).toLowerCase()).toContain(
        "idempotency-key",
      );
    }
    const refused = await preflight("https://evil.example");
    expect(refused.headers["access-control-allow-origin"]).toBeUndefined();
  });
});

describe("form post without JavaScript", () => {
  it("stores the message as the form's text block and redirects to the thank-you page", async () => {
    const { app, relay: r } = await relay();
    const response = await postForm(app, validForm);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe("/contact/thank-you");
    const [row] = r.outbox.list({ limit: 1 });
    expect(row).toMatchObject({
      senderMail: validForm.email,
      senderName: validForm.name,
      subject: validForm.companyName,
      message: [
        "Name: Jane Doe",
        "Company: Acme Widgets Ltd.",
        "Email: jane.doe@acme.example",
        "Phone: 613-555-0100",
        "Message: Please call me about Sage 300.",
        "Mornings are best.",
      ].join("\n"),
    });
  });

  it("redirects back to the page that posted it when that is an allowed origin", async () => {
    const { app } = await relay();
    const response = await postForm(app, validForm, { origin: "http://localhost:3000" });
    expect(response.headers.location).toBe("http://localhost:3000/contact/thank-you");
  });

  it.each<[string, Record<string, string | string[]>, string]>([
    ["an empty form", {}, "name,companyName,email,phone,message"],
    ["a bad e-mail and phone", { ...validForm, email: "jane@", phone: "soon" }, "email,phone"],
    ["two e-mail fields", { ...validForm, email: ["a@b.example", "c@d.example"] }, "email"],
    ["CR/LF in the name", { ...validForm, name: "Jane\r\nBcc: x@evil.example" }, "name"],
  ])("sends %s back to the form's error state", async (_label, form, fields) => {
    const { app, relay: r } = await relay();
    const response = await postForm(app, form);
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe(`/contact?error=${fields}#contact-not-sent`);
    expect(r.health().pending).toBe(0);
  });
});

describe("Idempotency-Key", () => {
  it("turns a retried submission into one message", async () => {
    const { app, relay: r } = await relay();
    const key = { "idempotency-key": "6f1c9e0a-4b7e-4c55-9a51-0d3c4f2b9e11" };
    const first = await postJson(app, validPayload, key);
    const second = await postJson(app, validPayload, key);
    expect(first.statusCode).toBe(202);
    expect(second.statusCode).toBe(202);
    expect(second.json()).toEqual(first.json());
    expect(second.headers["idempotent-replayed"]).toBe("true");
    expect(r.health().pending).toBe(1);
  });

  it("refuses the same key for a different message", async () => {
    const { app, relay: r } = await relay();
    const key = { "idempotency-key": "key-1" };
    await postJson(app, validPayload, key);
    const other = await postJson(app, { ...validPayload, message: "Something else" }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ error: "idempotency_key_reused" });
    expect(r.health().pending).toBe(1);
  });

  it("refuses a JSON key in the form path's own namespace", async () => {
    const { app, relay: r } = await relay({ minFillMs: 0 });
    const fields = {
      ...buildEmailPayload(contactFormSchema.parse(validForm)),
      language: "en" as const,
    };
    for (const key of [formIdempotencyKey(fields, Date.now()), "FORM:anything"]) {
      const response = await postJson(app, validPayload, { "idempotency-key": key });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json<{ fields: object }>().fields)).toEqual(["Idempotency-Key"]);
    }
    const form = await postForm(app, validForm);
    expect(form.statusCode).toBe(303);
    expect(r.outbox.list({ limit: 10 }).map((row) => row.senderMail)).toEqual([validForm.email]);
  });

  it("never thanks a form post whose key is taken without storing it", async () => {
    const { app, relay: r } = await relay({ minFillMs: 0 });
    const fields = {
      ...buildEmailPayload(contactFormSchema.parse(validForm)),
      language: "en" as const,
    };
    // A key taken by other fields (as a JSON client could before such keys were refused).
    r.outbox.enqueue(validPayload, {
      idempotencyKey: formIdempotencyKey(fields, Date.now()),
      messageIdDomain: "ridgeline.example",
      now: Date.now(),
    });
    const form = await postForm(app, validForm);
    expect(form.statusCode).toBe(303);
    expect(form.headers.location).toBe("/contact/thank-you");
    const stored = r.outbox.list({ limit: 10 });
    expect(stored.map((row) => row.senderMail).sort()).toEqual(
      [validForm.email, validPayload.senderMail].sort(),
    );
    expect(stored.find((row) => row.senderMail === validForm.email)?.message).toContain(
      validForm.message,
    );
  });

  it("rejects a malformed key", async () => {
    const { app } = await relay();
    const response = await postJson(app, validPayload, { "idempotency-key": "has spaces" });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fields: object }>().fields)).toEqual(["Idempotency-Key"]);
  });
});
