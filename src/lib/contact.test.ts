import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  buildEmailPayload,
  contactFormSchema,
  contactLimits,
  emailPayloadSchema,
  fieldErrors,
  isEmailAddress,
  isHoneypotFilled,
  isPlausiblePhone,
  normalizeLineBreaks,
  type ContactErrorCode,
  type ContactFormInput,
} from "./contact";

const validForm: ContactFormInput = {
  name: "Jane Doe",
  companyName: "Acme Widgets Ltd.",
  email: "jane.doe@acme.example",
  phone: "613-555-0100",
  message: "We run Sage 300 on premises.\nCan you host it for us?",
};

function formErrors(input: unknown): Record<string, string> {
  const result = contactFormSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe("isEmailAddress", () => {
  it.each([
    ["jane@acme.example", true],
    ["jane.doe+sales@mail.acme.co", true],
    ["o'brien@acme.ie", true],
    ["x@xn--bcher-kva.example", true],
    ["a@b.co", true],
    ["", false],
    ["jane", false],
    ["jane@", false],
    ["@acme.example", false],
    ["jane@acme", false],
    ["jane@acme.c", false],
    [".jane@acme.example", false],
    ["jane.@acme.example", false],
    ["ja..ne@acme.example", false],
    ["jane@-acme.example", false],
    ["jane@acme-.example", false],
    ["jane doe@acme.example", false],
    ["jane@acme.example, bob@evil.example", false],
    ["jane@acme.example;bob@evil.example", false],
    ["Jane <jane@acme.example>", false],
    ['"jane"@acme.example', false],
    ["jane@acme.example\r\nBcc: bob@evil.example", false],
    ["jane@acme.example\nbob@evil.example", false],
    ["jané@acme.example", false],
    ["jane@bücher.example", false],
    [`${"a".repeat(65)}@acme.example`, false],
    [`${"a".repeat(64)}@acme.example`, true],
    [`a@${"b".repeat(63)}.example`, true],
    [`a@${"b".repeat(64)}.example`, false],
    [`a@${"abcdefghi.".repeat(25)}example`, false],
  ])("%j → %s", (value, expected) => {
    expect(isEmailAddress(value)).toBe(expected);
  });
});

describe("isPlausiblePhone", () => {
  it.each([
    ["613-555-0100", true],
    ["(613) 555-0100", true],
    ["+1 613 555 0100", true],
    ["1-800-555-0199", true],
    ["613.555.0100", true],
    ["613-555-0100 ext. 42", true],
    ["613-555-0100 x42", true],
    ["+44 20 7946 0958", true],
    ["5550100", true],
    ["555-010", false],
    ["call me", false],
    ["613-555-0100 or 613-555-0101", false],
    ["+1 (613) 555-0100 1234567", false],
    ["", false],
    ["613\n555-0100", false],
    [`${"1".repeat(41)}`, false],
  ])("%j → %s", (value, expected) => {
    expect(isPlausiblePhone(value)).toBe(expected);
  });
});

describe("contactFormSchema", () => {
  it("accepts a complete form and trims every field", () => {
    const result = contactFormSchema.parse({
      ...validForm,
      name: "  Jane Doe ",
      message: "\n Hello \n",
    });
    expect(result.name).toBe("Jane Doe");
    expect(result.message).toBe("Hello");
  });

  it("accepts names and messages in any script", () => {
    const result = contactFormSchema.safeParse({
      ...validForm,
      // With a zero-width non-joiner (U+200C), as Persian spelling needs.
      name: "Zoë Łukasiewicz-Ørsted 山田太郎 می\u200Cخواهم",
      companyName: "Société Générale d'Électricité — Québec",
      message: "Grüße! 👋🏽 Нам нужна помощь.\r\n\tمرحبا",
    });
    expect(result.success).toBe(true);
  });

  it.each<
    [string, Partial<Record<keyof ContactFormInput, unknown>>, Record<string, ContactErrorCode>]
  >([
    ["empty name", { name: "" }, { name: "required" }],
    ["blank name", { name: "   " }, { name: "required" }],
    ["missing name", { name: undefined }, { name: "required" }],
    ["number as name", { name: 42 }, { name: "required" }],
    ["name too long", { name: "a".repeat(101) }, { name: "tooLong" }],
    ["CR/LF in name", { name: "Jane\r\nBcc: x@y.example" }, { name: "invalid" }],
    ["NUL in company", { companyName: "Acme\u0000" }, { companyName: "invalid" }],
    ["line separator in company", { companyName: "Acme\u2028Inc" }, { companyName: "invalid" }],
    [
      "right-to-left override in company",
      { companyName: "Acme \u202Egnp.exe" },
      { companyName: "invalid" },
    ],
    ["directional isolate in name", { name: "Jane \u2066Doe\u2069" }, { name: "invalid" }],
    ["empty company", { companyName: "" }, { companyName: "required" }],
    ["empty e-mail", { email: "" }, { email: "required" }],
    ["bad e-mail", { email: "jane@" }, { email: "invalid" }],
    ["two e-mail addresses", { email: "a@b.example,c@d.example" }, { email: "invalid" }],
    [
      "e-mail over 254",
      { email: `${"a".repeat(64)}@${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(60)}.example` },
      { email: "invalid" },
    ],
    ["empty phone", { phone: "" }, { phone: "required" }],
    ["letters as phone", { phone: "call me" }, { phone: "invalid" }],
    ["empty message", { message: " \n " }, { message: "required" }],
    ["message too long", { message: "a".repeat(5001) }, { message: "tooLong" }],
    ["control character in message", { message: "Hello\u0007" }, { message: "invalid" }],
    ["lone surrogate in message", { message: "Hello \ud800 there" }, { message: "invalid" }],
  ])("%s", (_label, change, expected) => {
    expect(formErrors({ ...validForm, ...change })).toEqual(expected);
  });

  it("names every field when the body is empty", () => {
    expect(Object.keys(formErrors({}))).toEqual([
      "name",
      "companyName",
      "email",
      "phone",
      "message",
    ]);
  });

  it("reports a non-object as a body error", () => {
    expect(Object.keys(formErrors(null))).toEqual(["body"]);
  });
});

describe("emailPayloadSchema", () => {
  const payload = {
    senderMail: "jane@acme.example",
    senderName: "Jane Doe",
    subject: "Acme",
    message: "Hello",
  };

  it("names all four fields when each is missing", () => {
    const result = emailPayloadSchema.safeParse({ website: "" });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(Object.keys(fieldErrors(result.error))).toEqual([
        "senderMail",
        "senderName",
        "subject",
        "message",
      ]);
  });

  it("accepts the four fields alone", () => {
    expect(emailPayloadSchema.parse(payload)).toEqual(payload);
  });

  it("drops unknown keys", () => {
    expect(
      emailPayloadSchema.parse({ ...payload, cc: "x@evil.example", to: "y@evil.example" }),
    ).toEqual(payload);
  });

  it("keeps the spam fields when well formed and ignores them when not", () => {
    expect(
      emailPayloadSchema.parse({ ...payload, website: "", renderedAt: 1700000000000 }),
    ).toEqual({ ...payload, website: "", renderedAt: 1700000000000 });
    expect(emailPayloadSchema.parse({ ...payload, website: 7, renderedAt: "soon" })).toEqual(
      payload,
    );
  });

  it.each([
    [undefined, undefined],
    ["en", "en"],
    ["fr", "fr"],
  ])(
    "takes the language %j (none, from an older page, is English to the relay)",
    (language, expected) => {
      expect(emailPayloadSchema.parse({ ...payload, language }).language).toBe(expected);
    },
  );

  it.each([["de"], ["FR"], ["fr-CA"], [""], [null], [1], [["fr"]]])(
    "refuses the language %j, with the code 'invalid'",
    (language) => {
      const result = emailPayloadSchema.safeParse({ ...payload, language });
      expect(result.success).toBe(false);
      if (!result.success) expect(fieldErrors(result.error)).toEqual({ language: "invalid" });
    },
  );

  it("answers each refused field with a code", () => {
    const result = emailPayloadSchema.safeParse({
      senderMail: "jane@",
      subject: "a".repeat(contactLimits.companyName + 1),
      message: "Hello\u0007",
    });
    expect(result.success).toBe(false);
    if (!result.success)
      expect(fieldErrors(result.error)).toEqual({
        senderMail: "invalid",
        senderName: "required",
        subject: "tooLong",
        message: "invalid",
      });
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ["array as senderMail", { senderMail: ["a@b.example", "c@d.example"] }, ["senderMail"]],
    ["object as senderName", { senderName: { first: "Jane" } }, ["senderName"]],
    ["boolean as subject", { subject: true }, ["subject"]],
    ["null message", { message: null }, ["message"]],
    ["LF in subject", { subject: "Acme\nBcc: x@y.example" }, ["subject"]],
    ["CR in senderMail", { senderMail: "jane@acme.example\rx" }, ["senderMail"]],
    [
      "message over the cap",
      { message: "a".repeat(contactLimits.payloadMessage + 1) },
      ["message"],
    ],
  ])("%s", (_label, change, fields) => {
    const result = emailPayloadSchema.safeParse({ ...payload, ...change });
    expect(result.success).toBe(false);
    if (!result.success) expect(Object.keys(fieldErrors(result.error))).toEqual(fields);
  });
});

describe("buildEmailPayload", () => {
  it("puts the company in the subject and every field on its own line", () => {
    const form = contactFormSchema.parse(validForm);
    expect(buildEmailPayload(form)).toEqual({
      senderMail: "jane.doe@acme.example",
      senderName: "Jane Doe",
      subject: "Acme Widgets Ltd.",
      message: [
        "Name: Jane Doe",
        "Company: Acme Widgets Ltd.",
        "Email: jane.doe@acme.example",
        "Phone: 613-555-0100",
        "Message: We run Sage 300 on premises.",
        "Can you host it for us?",
      ].join("\n"),
    });
  });

  it("normalizes Windows and old Mac line breaks in the message", () => {
    const form = contactFormSchema.parse({ ...validForm, message: "one\r\ntwo\rthree" });
    expect(buildEmailPayload(form).message.endsWith("Message: one\ntwo\nthree")).toBe(true);
  });

  it("turns every valid form into a valid relay payload", () => {
    const oneLine = (max: number) =>
      fc
        .string({ unit: "grapheme", minLength: 1, maxLength: max })
        .filter((s) => s.trim().length > 0 && s.length <= max);
    const form = fc.record({
      name: oneLine(contactLimits.name),
      companyName: oneLine(contactLimits.companyName),
      email: fc.emailAddress().filter((e) => isEmailAddress(e)),
      phone: fc.constantFrom("613-555-0100", "+44 20 7946 0958", "(613) 555-0100 x7"),
      message: fc
        .string({ unit: "grapheme", minLength: 1, maxLength: contactLimits.message })
        .filter((s) => s.trim().length > 0 && s.length <= contactLimits.message),
    });
    fc.assert(
      fc.property(form, (input) => {
        const parsed = contactFormSchema.safeParse(input);
        fc.pre(parsed.success);
        if (!parsed.success) return;
        const result = emailPayloadSchema.safeParse(buildEmailPayload(parsed.data));
        expect(result.success).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe("isHoneypotFilled", () => {
  it.each([
    [undefined, false],
    [null, false],
    ["", false],
    ["   ", false],
    ["http://spam.example", true],
    [0, true],
    [false, true],
    [["x"], true],
  ])("%j → %s", (value, expected) => {
    expect(isHoneypotFilled(value)).toBe(expected);
  });
});

describe("normalizeLineBreaks", () => {
  it.each([
    ["a\r\nb", "a\nb"],
    ["a\rb", "a\nb"],
    ["a\nb", "a\nb"],
    ["a\r\n\r\nb", "a\n\nb"],
  ])("%j → %j", (input, expected) => {
    expect(normalizeLineBreaks(input)).toBe(expected);
  });
});
