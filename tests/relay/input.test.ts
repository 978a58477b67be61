import { gzipSync } from "node:zlib";
import fc from "fast-check";
import { simpleParser } from "mailparser";
import MailComposer from "nodemailer/lib/mail-composer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  contactFormSchema,
  emailPayloadSchema,
  isEmailAddress,
  isHoneypotFilled,
} from "../../src/lib/contact";
import { buildMail, subjectPrefix } from "../../server/relay/mailer";
import type { OutboxRow } from "../../server/relay/outbox";
import {
  contactFrom,
  contactTo,
  postForm,
  postJson,
  removeTempDirs,
  startRelay,
  storedCount,
  tempDataDir,
  testConfig,
  validForm,
  validPayload,
  type RelayHandle,
} from "./support/harness";

let handle: RelayHandle;
beforeAll(async () => {
  // Held mode (no SMTP), no rate limit, no fill-time check: only validation is under test.
  handle = await startRelay(testConfig({ dataDir: tempDataDir({ memory: true }), minFillMs: 0 }));
});
afterAll(async () => {
  await handle.close();
  removeTempDirs();
});

const field = ["senderMail", "senderName", "subject", "message"] as const;
const crlf = "\r\nBcc: evil@attacker.example";

type Case = [label: string, body: unknown, status: number, fields?: string[]];

const badJson: Case[] = [
  ...field.map((name): Case => {
    const { [name]: _omitted, ...rest } = validPayload;
    return [`missing ${name}`, rest, 400, [name]];
  }),
  ["all four missing", {}, 400, [...field]],
  ...field.flatMap((name) =>
    (
      [
        ["a number", 42],
        ["null", null],
        ["a boolean", true],
        ["an array", ["x@y.example"]],
        ["an object", { value: "x" }],
      ] as const
    ).map(([kind, value]): Case => [
      `${name} as ${kind}`,
      { ...validPayload, [name]: value },
      400,
      [name],
    ]),
  ),
  ...(["senderMail", "senderName", "subject"] as const).flatMap((name): Case[] => [
    [`CR/LF in ${name}`, { ...validPayload, [name]: `${validPayload[name]}${crlf}` }, 400, [name]],
    [`bare LF in ${name}`, { ...validPayload, [name]: `a\nb@c.example` }, 400, [name]],
    [`bare CR in ${name}`, { ...validPayload, [name]: `a\rb@c.example` }, 400, [name]],
    [`NUL in ${name}`, { ...validPayload, [name]: `a\u0000b@c.example` }, 400, [name]],
    [`U+2028 in ${name}`, { ...validPayload, [name]: `a\u2028b@c.example` }, 400, [name]],
  ]),
  ["NUL in message", { ...validPayload, message: "Hello\u0000" }, 400, ["message"]],
  ["escape character in message", { ...validPayload, message: "\u001b[31mred" }, 400, ["message"]],
  [
    "two addresses, comma",
    { ...validPayload, senderMail: "a@b.example, c@d.example" },
    400,
    ["senderMail"],
  ],
  [
    "two addresses, semicolon",
    { ...validPayload, senderMail: "a@b.example;c@d.example" },
    400,
    ["senderMail"],
  ],
  [
    "two addresses, space",
    { ...validPayload, senderMail: "a@b.example c@d.example" },
    400,
    ["senderMail"],
  ],
  [
    "display name in senderMail",
    { ...validPayload, senderMail: "Jane <a@b.example>" },
    400,
    ["senderMail"],
  ],
  [
    "two addresses, array",
    { ...validPayload, senderMail: ["a@b.example", "c@d.example"] },
    400,
    ["senderMail"],
  ],
  [
    "group syntax",
    { ...validPayload, senderMail: "list:a@b.example,c@d.example;" },
    400,
    ["senderMail"],
  ],
  [
    "senderMail over 254",
    {
      ...validPayload,
      senderMail: `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.example`,
    },
    400,
    ["senderMail"],
  ],
  ["empty strings", { senderMail: "", senderName: "", subject: "", message: "" }, 400, [...field]],
  [
    "blank strings",
    { senderMail: " ", senderName: "\t", subject: " ", message: "\n\n" },
    400,
    [...field],
  ],
  ["senderName too long", { ...validPayload, senderName: "a".repeat(101) }, 400, ["senderName"]],
  ["subject too long", { ...validPayload, subject: "a".repeat(151) }, 400, ["subject"]],
  ["message too long", { ...validPayload, message: "a".repeat(6001) }, 400, ["message"]],
  [
    "lone surrogate in senderName",
    '{"senderMail":"a@b.example","senderName":"Jane \\ud800","subject":"Acme","message":"Hi"}',
    400,
    ["senderName"],
  ],
  ["a JSON array", [validPayload], 400, ["body"]],
  ["a JSON string", '"hello"', 400, ["body"]],
  ["JSON null", "null", 400, ["body"]],
  ["a JSON number", "42", 400, ["body"]],
  ["broken JSON", '{"senderMail": "a@b.example",', 400],
  ["not JSON at all", "senderMail=a@b.example", 400],
  ["empty JSON body", "", 400],
  [
    "prototype pollution",
    '{"__proto__":{"admin":true},"senderMail":"a@b.example","senderName":"J","subject":"A","message":"m"}',
    400,
  ],
];

describe("bad JSON input", () => {
  it.each(badJson)("%s", async (_label, body, status, fields) => {
    const before = storedCount(handle.relay);
    const response = await postJson(handle.app, body);
    expect(response.statusCode).toBe(status);
    const json = response.json<{ error: string; fields?: Record<string, string> }>();
    expect(typeof json.error).toBe("string");
    if (fields) expect(Object.keys(json.fields ?? {}).sort()).toEqual([...fields].sort());
    expect(storedCount(handle.relay)).toBe(before);
  });
});

describe("content types and sizes", () => {
  const body = JSON.stringify(validPayload);
  it.each([
    ["no content type", undefined, "json"],
    ["application/xml", "application/xml", "json"],
    ["application/x-json", "application/x-json", "json"],
    // What an HTML form can send (its enctype): a person is reading the answer.
    ["text/plain", "text/plain", "page"],
    ["text/plain with charset", "text/plain; charset=utf-8", "page"],
    ["multipart/form-data", "multipart/form-data; boundary=x", "page"],
  ])("%s → 415 as %s", async (_label, type, answer) => {
    const before = storedCount(handle.relay);
    const response = await handle.app.inject({
      method: "POST",
      url: "/v1/email",
      headers: type ? { "content-type": type } : {},
      payload: body,
    });
    expect(response.statusCode).toBe(415);
    if (answer === "json") {
      expect(response.json()).toMatchObject({ error: "unsupported_media_type" });
    } else {
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toContain('<html lang="en">');
      expect(response.body).toContain('href="/contact#contact-form"');
    }
    expect(storedCount(handle.relay)).toBe(before);
  });

  it("answers a multipart post from the French form with a French page", async () => {
    const response = await handle.app.inject({
      method: "POST",
      url: "/v1/email?language=fr",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      payload: "--x--",
    });
    expect(response.statusCode).toBe(415);
    expect(response.body).toContain('<html lang="fr-CA">');
    expect(response.body).toContain('href="/fr/nous-joindre#contact-form"');
  });

  it("answers 413 to a JSON body over the cap, without storing it", async () => {
    const before = storedCount(handle.relay);
    const response = await postJson(handle.app, { ...validPayload, message: "a".repeat(70_000) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: "payload_too_large" });
    expect(storedCount(handle.relay)).toBe(before);
  });

  it("answers 413 to a form body over the cap", async () => {
    const response = await postForm(handle.app, { ...validForm, message: "a".repeat(70_000) });
    expect(response.statusCode).toBe(413);
    expect(response.headers["content-type"]).toContain("text/html");
    expect(response.body).toContain("too large");
  });

  describe("a refusal made before the body is read is in the page's language", () => {
    const tooLarge = { ...validForm, message: "a".repeat(70_000), language: "fr" };
    const french = "Le message est trop long.";
    it.each([
      ["nothing says the page", "/v1/email", {}, "en"],
      ["the form's address says fr", "/v1/email?language=fr", {}, "fr"],
      ["the form's address says FR", "/v1/email?language=FR", {}, "fr"],
      ["the form's address says en", "/v1/email?language=en", { "accept-language": "fr-CA" }, "en"],
      [
        "the Referer is a French page",
        "/v1/email",
        { referer: "https://www.ridgeline.example/fr/nous-joindre?product=sage300" },
        "fr",
      ],
      [
        "the Referer is an English page",
        "/v1/email",
        { referer: "https://www.ridgeline.example/contact", "accept-language": "fr" },
        "en",
      ],
      [
        "the Referer is the origin only, the browser prefers French",
        "/v1/email",
        { referer: "https://www.ridgeline.example/", "accept-language": "fr-CA,fr;q=0.9,en;q=0.8" },
        "fr",
      ],
      [
        "the browser weighs English above French",
        "/v1/email",
        { "accept-language": "fr;q=0.5, en-CA" },
        "en",
      ],
      ["the browser refuses French", "/v1/email", { "accept-language": "fr;q=0, de" }, "en"],
    ] as const)("%s → %s", async (_label, url, headers, language) => {
      const params = new URLSearchParams(tooLarge);
      const response = await handle.app.inject({
        method: "POST",
        url,
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
        payload: params.toString(),
      });
      expect(response.statusCode).toBe(413);
      if (language === "fr") {
        expect(response.body).toContain(french);
        expect(response.body).toContain("65\u00a0536\u00a0octets");
        expect(response.body).toContain('href="/fr/nous-joindre#contact-form"');
      } else {
        expect(response.body).toContain("too large");
        expect(response.body).not.toContain(french);
      }
    });
  });

  it("reads the form's language however it is written", async () => {
    for (const language of ["FR", "fr-CA", " fr "]) {
      const response = await postForm(handle.app, { ...validForm, language });
      expect(response.statusCode, language).toBe(303);
      expect(response.headers.location).toBe("/fr/nous-joindre/merci");
    }
    const unknown = await postForm(handle.app, { ...validForm, language: "de" });
    expect(unknown.headers.location).toBe("/contact/thank-you");
  });

  it("accepts a JSON body with a charset parameter", async () => {
    const response = await postJson(handle.app, validPayload, {
      "content-type": "application/json; charset=utf-8",
    });
    expect(response.statusCode).toBe(202);
  });
});

describe("good input", () => {
  it.each([
    ["the four fields alone", validPayload],
    [
      "unknown keys, which are dropped",
      { ...validPayload, to: "x@evil.example", cc: ["y@evil.example"], bcc: "z@evil.example" },
    ],
    [
      "names in many scripts",
      { ...validPayload, senderName: "Zoë Ørsted-山田 مريم", subject: "Société Générale — Québec" },
    ],
    [
      "emoji and combining marks",
      { ...validPayload, senderName: "Ana 👩🏽‍💼", message: "Café ☕ 👍🏿\nZ̤̈" },
    ],
    [
      "CR/LF in the message (it is multi-line)",
      { ...validPayload, message: `Hello${crlf}\r\nthere` },
    ],
    [
      "a name that looks like addresses",
      { ...validPayload, senderName: 'Boss <boss@evil.example>, "x" y@z.example' },
    ],
    [
      "the longest allowed fields",
      {
        senderMail: `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(56)}.com`,
        senderName: "n".repeat(100),
        subject: "s".repeat(150),
        message: "m".repeat(6000),
      },
    ],
  ])("%s → 202, stored once", async (_label, body) => {
    const before = storedCount(handle.relay);
    const response = await postJson(handle.app, body);
    expect(response.statusCode).toBe(202);
    const { id } = response.json<{ id: string }>();
    const row = handle.relay.outbox.get(id)!;
    const expected = emailPayloadSchema.parse(body);
    expect(row).toMatchObject({
      senderMail: expected.senderMail,
      senderName: expected.senderName,
      subject: expected.subject,
      message: expected.message.replace(/\r\n?/g, "\n"),
    });
    expect(storedCount(handle.relay)).toBe(before + 1);
  });
});

// Property tests: generated bodies, at least 1,000 each.

const char16 = fc.nat({ max: 0xffff }).map((code) => String.fromCharCode(code));
const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary" }),
  fc.string({ unit: char16, maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "a@b.example\r\nBcc: x@evil.example",
    "x@y.example, z@w.example",
    "Jane <jane@acme.example>",
    "\u0000",
    "\ud800",
    "=?utf-8?q?x?=",
    "a".repeat(7000),
  ),
);
const anyValue = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 2 }),
);
const validName = fc.oneof(
  fc.constantFrom("Jane Doe", "Zoë", "山田太郎", 'A "quoted", <odd> name@x.example'),
  fc.string({ minLength: 1, maxLength: 100 }),
);
const payloadArbitrary = fc.record(
  {
    senderMail: fc.oneof({ weight: 3, arbitrary: fc.emailAddress() }, anyValue),
    senderName: fc.oneof({ weight: 3, arbitrary: validName }, anyValue),
    subject: fc.oneof({ weight: 3, arbitrary: validName }, anyValue),
    message: fc.oneof(
      { weight: 3, arbitrary: fc.string({ minLength: 1, maxLength: 500 }) },
      anyValue,
    ),
    website: fc.oneof({ weight: 6, arbitrary: fc.constant("") }, anyValue),
    renderedAt: anyValue,
    language: fc.oneof({ weight: 4, arbitrary: fc.constantFrom("en", "fr") }, anyValue),
    to: anyValue,
    cc: anyValue,
  },
  { requiredKeys: [] },
);
const bodyArbitrary = fc.oneof(
  { weight: 9, arbitrary: payloadArbitrary },
  { weight: 1, arbitrary: fc.jsonValue() },
);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

describe("properties", () => {
  it("any JSON body: never a 5xx, stored exactly when valid, never with a second address", async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(bodyArbitrary, async (body) => {
        const before = storedCount(handle.relay);
        const response = await postJson(handle.app, body);
        expect(response.statusCode).toBeLessThan(500);
        const after = storedCount(handle.relay);
        // Judge what the relay receives: JSON has no Infinity or NaN, so they arrive as null.
        const json = JSON.stringify(body);
        const sent: unknown = JSON.parse(json);
        const parsed = emailPayloadSchema.safeParse(sent);
        const oversized = Buffer.byteLength(json) > 64 * 1024;
        if (oversized) {
          expect(response.statusCode).toBe(413);
          expect(after).toBe(before);
        } else if (!parsed.success) {
          const honeypot = isObject(sent) && isHoneypotFilled(sent.website);
          expect(response.statusCode).toBe(honeypot ? 202 : 400);
          expect(after).toBe(before);
        } else {
          expect(response.statusCode).toBe(202);
          expect(after).toBe(before + 1);
          accepted++;
          const { id } = response.json<{ id: string }>();
          const row = handle.relay.outbox.get(id) ?? handle.relay.outbox.getSpam(id);
          expect(row).toBeDefined();
          expect(isEmailAddress(row!.senderMail)).toBe(true);
          expect(row!.senderMail).toBe(parsed.data.senderMail);
          // The visitor's language, English when the body named none.
          expect(row!.language).toBe(parsed.data.language ?? "en");
        }
      }),
      { numRuns: 1000 },
    );
    // The generator must reach the storing path often enough to mean something.
    expect(accepted).toBeGreaterThan(100);
  });

  it("any raw body and content type: never a 5xx, never stored unless accepted", async () => {
    const contentType = fc.constantFrom(
      undefined,
      "application/json",
      "application/json; charset=utf-8",
      "application/json; charset=utf-16",
      "application/x-www-form-urlencoded",
      "text/plain",
      "multipart/form-data; boundary=zz",
      "application/octet-stream",
      "",
      "\u0000",
    );
    const payload = fc.oneof(
      fc.string({ unit: "binary" }),
      fc.uint8Array({ maxLength: 300 }).map((bytes) => Buffer.from(bytes)),
      fc.jsonValue().map((value) => JSON.stringify(value) ?? ""),
    );
    await fc.assert(
      fc.asyncProperty(contentType, payload, async (type, body) => {
        const before = storedCount(handle.relay);
        const response = await handle.app.inject({
          method: "POST",
          url: "/v1/email",
          headers: type === undefined ? {} : { "content-type": type },
          payload: body,
        });
        expect(response.statusCode).toBeLessThan(500);
        const stored = storedCount(handle.relay) - before;
        const accepted =
          response.statusCode === 202 ||
          (response.statusCode === 303 &&
            ["/contact/thank-you", "/fr/nous-joindre/merci"].includes(
              response.headers.location as string,
            ));
        expect(stored).toBeLessThanOrEqual(accepted ? 1 : 0);
      }),
      { numRuns: 1000 },
    );
  });

  it("any form post: a 303 to the thank-you page of its language exactly when the form is valid", async () => {
    const formValue = fc.oneof(
      { weight: 2, arbitrary: hostileString },
      fc.array(fc.string({ maxLength: 20 }), { minLength: 2, maxLength: 3 }),
    );
    const formArbitrary = fc.record(
      {
        name: fc.oneof({ weight: 3, arbitrary: fc.constant(validForm.name) }, formValue),
        companyName: fc.oneof(
          { weight: 3, arbitrary: fc.constant(validForm.companyName) },
          formValue,
        ),
        email: fc.oneof({ weight: 3, arbitrary: fc.emailAddress() }, formValue),
        phone: fc.oneof(
          { weight: 3, arbitrary: fc.constantFrom("613-555-0100", "+1 (613) 555-0199 x12") },
          formValue,
        ),
        message: fc.oneof(
          { weight: 3, arbitrary: fc.string({ minLength: 1, maxLength: 300 }) },
          formValue,
        ),
        website: fc.oneof({ weight: 6, arbitrary: fc.constant("") }, formValue),
        renderedAt: fc.oneof(fc.constant(""), fc.nat().map(String), hostileString),
        language: fc.oneof({ weight: 3, arbitrary: fc.constantFrom("en", "fr") }, formValue),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(formArbitrary, async (form) => {
        const before = storedCount(handle.relay);
        const response = await postForm(handle.app, form as Record<string, string | string[]>);
        const size = Buffer.byteLength(
          new URLSearchParams(
            Object.entries(form).flatMap(([k, v]) =>
              Array.isArray(v) ? v.map((x) => [k, x]) : [[k, v]],
            ),
          ).toString(),
        );
        if (size > 64 * 1024) {
          expect(response.statusCode).toBe(413);
          return;
        }
        expect(response.statusCode).toBe(303);
        const location = response.headers.location as string;
        // Form encoding turns a lone surrogate into U+FFFD, so judge what the server receives.
        const received = Object.fromEntries(
          Object.entries(form).map(([key, value]) => [
            key,
            Array.isArray(value) ? value : value.replace(/\p{Cs}/gu, "\ufffd"),
          ]),
        );
        const valid = contactFormSchema.safeParse(received).success;
        const after = storedCount(handle.relay);
        // The French form's pages for a French form; English for anything else.
        const french = received.language === "fr";
        if (valid) {
          expect(location).toBe(french ? "/fr/nous-joindre/merci" : "/contact/thank-you");
          expect(after).toBe(before + 1);
        } else {
          // Back to the form, honeypot or not: a person can correct it.
          expect(after).toBe(before);
          expect(location).toMatch(
            french
              ? /^\/fr\/nous-joindre\?error=[a-zA-Z,]+#contact-not-sent$/
              : /^\/contact\?error=[a-zA-Z,]+#contact-not-sent$/,
          );
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("any valid message composes to one recipient (ours) and one Reply-To (the visitor)", async () => {
    const nameArbitrary = fc.oneof(
      fc.string({ minLength: 1, maxLength: 100 }),
      fc.constantFrom(
        "Boss <boss@evil.example>, other@evil.example",
        '"; Bcc: x@evil.example',
        "=?utf-8?B?PGV2aWxAeC5leGFtcGxlPg==?=",
        "a@b.example",
        "Zoë \\ Ørsted",
      ),
    );
    const rows = fc
      .record({
        senderMail: fc.emailAddress(),
        senderName: nameArbitrary,
        subject: nameArbitrary,
        message: fc.string({ minLength: 1, maxLength: 300 }),
      })
      .map((fields) => emailPayloadSchema.safeParse(fields))
      .filter((result) => result.success)
      .map((result) => result.data!);
    await fc.assert(
      fc.asyncProperty(rows, async (fields) => {
        const row: OutboxRow = {
          ...fields,
          language: fields.language ?? "en",
          id: "01M80F55Q8KX88312X0G80CX77",
          messageId: "<01m80f55q8kx88312x0g80cx77@ridgeline.example>",
          idempotencyKey: null,
          status: "sending",
          attempts: 1,
          createdAt: 1_800_000_000_000,
          nextAttemptAt: 1_800_000_000_000,
          deadlineAt: null,
          leaseUntil: null,
          lastAttemptAt: null,
          lastError: null,
          sentAt: null,
          failedAt: null,
          refusal: null,
          erasedAt: null,
        };
        const mail = buildMail(row, { from: contactFrom, to: contactTo });
        expect(mail.envelope).toEqual({ from: contactFrom.address, to: [contactTo] });
        const node = new MailComposer(mail).compile();
        expect(node.getEnvelope().to).toEqual([contactTo]);
        const parsed = await simpleParser(await node.build());
        const flat = (value: typeof parsed.to) =>
          (value === undefined ? [] : Array.isArray(value) ? value : [value]).flatMap(
            (o) => o.value,
          );
        expect(flat(parsed.to).map((a) => a.address)).toEqual([contactTo]);
        expect(parsed.cc).toBeUndefined();
        expect(parsed.bcc).toBeUndefined();
        const replyTo = flat(parsed.replyTo);
        expect(replyTo.map((a) => a.address)).toEqual([fields.senderMail]);
        expect(replyTo[0]!.name).toBe(fields.senderName);
        // The subject reads as typed too, "=?" and all, however long.
        expect(parsed.subject).toBe(`${subjectPrefix}${fields.subject}`);
      }),
      { numRuns: 1000 },
    );
  });
});

describe("text that is not UTF-8, and compressed bodies", () => {
  const json = (name: string) =>
    JSON.stringify({ ...validPayload, senderName: name, senderMail: "jose@acme.example" });
  const form = (name: string) =>
    `name=${name}&companyName=Acme&email=jose%40acme.example&phone=613-555-0100&message=Hello`;
  const post = (type: string, body: Buffer | string, headers: Record<string, string> = {}) =>
    handle.app.inject({
      method: "POST",
      url: "/v1/email",
      headers: { "content-type": type, ...headers },
      payload: body,
    });

  it.each([
    [
      "JSON declared iso-8859-1, Latin-1 bytes",
      "application/json; charset=iso-8859-1",
      Buffer.from(json("José"), "latin1"),
      "unsupported_charset",
    ],
    [
      "JSON declared iso-8859-1, ASCII bytes",
      "application/json; charset=ISO-8859-1",
      Buffer.from(json("Jose")),
      "unsupported_charset",
    ],
    [
      "JSON declared us-ascii",
      'application/json; charset="us-ascii"',
      Buffer.from(json("Jose")),
      "unsupported_charset",
    ],
    [
      "JSON, raw Latin-1 bytes",
      "application/json",
      Buffer.from(json("José"), "latin1"),
      "invalid_utf8",
    ],
    [
      "JSON, a lone continuation byte",
      "application/json; charset=utf-8",
      Buffer.concat([
        Buffer.from(json("Jos")).subarray(0, 40),
        Buffer.from([0x80]),
        Buffer.from(json("Jos")).subarray(40),
      ]),
      "invalid_utf8",
    ],
    [
      "JSON, an overlong encoding",
      "application/json",
      Buffer.from(json("Jos\u0000e").replace("\\u0000", "\u00c0\u00af"), "latin1"),
      "invalid_utf8",
    ],
    [
      "form declared iso-8859-1",
      "application/x-www-form-urlencoded; charset=iso-8859-1",
      form("Jose"),
      "unsupported_charset",
    ],
    [
      "form, %E9 (Latin-1 percent-encoded)",
      "application/x-www-form-urlencoded",
      form("Jos%E9"),
      "invalid_utf8",
    ],
    [
      "form, raw Latin-1 bytes",
      "application/x-www-form-urlencoded",
      Buffer.from(form("José"), "latin1"),
      "invalid_utf8",
    ],
  ])("%s → 400 naming the problem, nothing stored", async (_label, type, body, error) => {
    const before = storedCount(handle.relay);
    const response = await post(type, body);
    expect(response.statusCode).toBe(400);
    if (type.startsWith("application/json")) {
      expect(response.json()).toMatchObject({ error });
      expect(response.json<{ message: string }>().message).toMatch(/UTF-8/);
    } else {
      expect(response.headers["content-type"]).toContain("text/html");
      expect(response.body).toMatch(/UTF-8/);
    }
    expect(storedCount(handle.relay)).toBe(before);
  });

  it.each([
    ["JSON, UTF-8 undeclared", "application/json", Buffer.from(json("José"))],
    ["JSON, charset=UTF-8", "application/json; charset=UTF-8", Buffer.from(json("José"))],
    ['JSON, charset="utf-8"', 'application/json; charset="utf-8"', Buffer.from(json("José"))],
    ["form, %C3%A9", "application/x-www-form-urlencoded", form("Jos%C3%A9")],
    ["form, charset=utf-8", "application/x-www-form-urlencoded; charset=utf-8", form("Jos%C3%A9")],
  ])("%s is accepted and stored as José", async (_label, type, body) => {
    const response = await post(type, body);
    expect([202, 303]).toContain(response.statusCode);
    const [row] = handle.relay.outbox.list({ limit: 1 });
    expect(row!.senderName).toBe("José");
  });

  it.each(["gzip", "deflate", "br", "GZIP", "identity, gzip"])(
    "Content-Encoding: %s → 415, nothing stored",
    async (encoding) => {
      const before = storedCount(handle.relay);
      const response = await post("application/json", gzipSync(json("Jose")), {
        "content-encoding": encoding,
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({ error: "unsupported_content_encoding" });
      expect(storedCount(handle.relay)).toBe(before);
    },
  );

  it("Content-Encoding: identity is no encoding", async () => {
    const response = await post("application/json", json("Jose"), {
      "content-encoding": "identity",
    });
    expect(response.statusCode).toBe(202);
  });
});
