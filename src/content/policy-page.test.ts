import { describe, expect, it } from "vitest";
import { committedData } from "../../tests/fixtures/content/fixtures";
import { site } from "./site";
import { parseWith } from "./read";
import { contactSchema } from "./schemas/contact";
import { accessibilityStatementSchema, privacyPolicySchema } from "./schemas/policy-page";

/**
 * The statements' files are checked by their schema: each must name the details the law
 * or the visitor needs, and may name only details the page knows how to fill in. The
 * committed files are the realistic data; each test breaks one rule.
 */

type Written = {
  contact: { heading: string; text: string };
  sections: { heading: string; paragraphs: string[]; items?: string[]; after?: string[] }[];
};

const committed = (name: string) => structuredClone(committedData(name)) as Written;

/** Every text of a written statement, rewritten. */
function rewrite(data: Written, change: (text: string) => string): Written {
  return {
    ...data,
    contact: { ...data.contact, text: change(data.contact.text) },
    sections: data.sections.map((s) => ({
      ...s,
      paragraphs: s.paragraphs.map(change),
      items: s.items?.map(change),
      after: s.after?.map(change),
    })),
  };
}

const checkPrivacy = (data: unknown) =>
  parseWith(privacyPolicySchema, data, "content/en/privacy.yaml");

describe("the privacy policy's file", () => {
  it.each(["en/privacy.yaml", "fr/privacy.yaml"])("%s as committed is valid", (name) => {
    expect(() => checkPrivacy(committedData(name))).not.toThrow();
  });

  it.each([
    ["{privacyOfficer}", "never names {privacyOfficer}"],
    ["{privacyEmail}", "never names {privacyEmail}"],
    ["{retentionDays}", "never names {retentionDays}"],
  ])("fails when no text names %s", (detail, message) => {
    const data = rewrite(committed("en/privacy.yaml"), (text) => text.replaceAll(detail, "us"));
    expect(() => checkPrivacy(data)).toThrow(
      `content/en/privacy.yaml is not valid:\n  sections: ${message}`,
    );
  });

  it("fails on a detail the page cannot fill in, naming those it can", () => {
    const data = committed("en/privacy.yaml");
    data.sections[0]!.paragraphs[0] = "Write to our {dataProtectionOfficer} at any time.";
    expect(() => checkPrivacy(data)).toThrow(
      "sections.0.paragraphs.0: uses {dataProtectionOfficer}, which is neither a company fact nor a detail this page fills in; use one of {privacyOfficer}",
    );
  });

  it("fails on the retention time written out, which would not follow content/site.yaml", () => {
    const data = committed("en/privacy.yaml");
    data.sections[0]!.paragraphs[0] = `We keep messages for ${site.privacy.retentionDays} days only.`;
    expect(() => checkPrivacy(data)).toThrow(
      `sections.0.paragraphs.0: writes "${site.privacy.retentionDays} days", the time content/site.yaml sets`,
    );
  });

  it("fails on a link to a page that is not the site's, and on a detail inside a link", () => {
    const data = committed("en/privacy.yaml");
    data.sections[0]!.paragraphs[0] = "Use the [contact form](/company/contact) to reach us.";
    expect(() => checkPrivacy(data)).toThrow(
      "sections.0.paragraphs.0: links to /company/contact, which is an old address of /contact",
    );
    data.sections[0]!.paragraphs[0] = "Write to [{privacyEmail}](/contact) to reach us.";
    expect(() => checkPrivacy(data)).toThrow(
      'sections.0.paragraphs.0: names a detail inside the link "{privacyEmail}"',
    );
  });

  it("fails on two sections with the same heading, which would share an address", () => {
    const data = committed("en/privacy.yaml");
    data.sections[1]!.heading = data.sections[0]!.heading;
    expect(() => checkPrivacy(data)).toThrow(
      "sections.1.heading: is the heading of sections.0 too",
    );
  });
});

describe("the accessibility statement's file", () => {
  const check = (data: unknown) =>
    parseWith(accessibilityStatementSchema, data, "content/en/accessibility.yaml");

  it.each(["en/accessibility.yaml", "fr/accessibility.yaml"])(
    "%s as committed is valid",
    (name) => {
      expect(() => check(committedData(name))).not.toThrow();
    },
  );

  it.each([
    ["{phone}", "never names {phone}"],
    ["{email}", "never names {email}"],
  ])("fails when no text names %s, a way to send feedback", (detail, message) => {
    const data = rewrite(committed("en/accessibility.yaml"), (text) =>
      text.replaceAll(detail, "us"),
    );
    expect(() => check(data)).toThrow(`sections: ${message}`);
  });
});

describe("the contact form's privacy notice", () => {
  const check = (notice: string) => {
    const data = structuredClone(committedData("en/contact.yaml")) as {
      form: Record<string, unknown>;
    };
    data.form.privacyNotice = notice;
    return () => parseWith(contactSchema, data, "content/en/contact.yaml");
  };

  it("must link to the privacy policy", () => {
    expect(check("Your message goes to our sales team and is stored in Canada.")).toThrow(
      "form.privacyNotice: must link to the privacy policy: write [privacy policy](/privacy) in it",
    );
    expect(
      check("Your message is stored in Canada; see our [privacy policy](/privacy)."),
    ).not.toThrow();
  });

  it("is one sentence, not the policy", () => {
    expect(check(`See our [privacy policy](/privacy). ${"We keep it safe. ".repeat(20)}`)).toThrow(
      "form.privacyNotice: is too long",
    );
  });
});
