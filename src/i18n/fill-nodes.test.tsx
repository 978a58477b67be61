import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fillNodes } from "./fill-nodes";

const html = (template: string, values: Record<string, React.ReactNode>) =>
  renderToStaticMarkup(<p>{fillNodes(template, values)}</p>);

describe("fillNodes", () => {
  it.each([
    ["Call {phone}", "<p>Call <b>555</b></p>"],
    ["Composez le {phone}.", "<p>Composez le <b>555</b>.</p>"],
    ["{phone}, anytime", "<p><b>555</b>, anytime</p>"],
    ["No slot at all", "<p>No slot at all</p>"],
  ])("%j", (template, expected) => {
    expect(html(template, { phone: <b>555</b> })).toBe(expected);
  });

  it("keeps the dictionary's order of several slots", () => {
    const values = { opens: <b>8</b>, closes: <i>18</i>, zone: "ET" };
    expect(html("{opens} to {closes}, {zone}", values)).toBe("<p><b>8</b> to <i>18</i>, ET</p>");
    expect(html("de {opens} à {closes}, {zone}", values)).toBe(
      "<p>de <b>8</b> à <i>18</i>, ET</p>",
    );
  });

  it("throws on a slot it has no value for", () => {
    expect(() => fillNodes("Call {phone}", {})).toThrow('No value for {phone} in "Call {phone}"');
  });
});
