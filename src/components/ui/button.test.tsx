import type * as React from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ButtonLink, keepWordsWhole } from "./button";

const html = (node: React.ReactNode) => renderToStaticMarkup(<>{node}</>);

describe("keepWordsWhole", () => {
  it("leaves words without a break inside them as they are", () => {
    expect(html(keepWordsWhole("Talk to a consultant"))).toBe("Talk to a consultant");
  });

  it("keeps a hyphenated word on one line, the label free to wrap between words", () => {
    expect(html(keepWordsWhole("Appelez-nous au"))).toBe(
      '<span class="whitespace-nowrap">Appelez-nous</span> au',
    );
    expect(html(keepWordsWhole("Sage 300 / Sage 100 – pick one"))).toBe(
      'Sage 300 <span class="whitespace-nowrap">/</span> Sage 100 <span class="whitespace-nowrap">–</span> pick one',
    );
  });

  it("goes through a list of children, leaving elements alone", () => {
    expect(html(keepWordsWhole(["Demandez-le", <b key="b">vite-fait</b>]))).toBe(
      '<span class="whitespace-nowrap">Demandez-le</span><b>vite-fait</b>',
    );
  });

  it("is how a button link renders its label", () => {
    expect(html(<ButtonLink href="/fr/nous-joindre">Écrivez-nous</ButtonLink>)).toContain(
      '><span class="whitespace-nowrap">Écrivez-nous</span></a>',
    );
  });
});
