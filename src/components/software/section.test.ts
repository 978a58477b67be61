import { describe, expect, it } from "vitest";
import { slugify } from "./section";

describe("slugify", () => {
  it.each([
    ["Financial capabilities", "financial-capabilities"],
    ["The Sage Difference", "the-sage-difference"],
    ["HR & Payroll", "hr-and-payroll"],
    ["  Sage 300 at a glance  ", "sage-300-at-a-glance"],
    ["Modules opérationnels", "modules-operationnels"],
    ["Secteurs que nous servons avec Sage 300", "secteurs-que-nous-servons-avec-sage-300"],
    ["Plus qu’une licence", "plus-qu-une-licence"],
    ["Lequel vous convient\u202f?", "lequel-vous-convient"],
    ["Été, Noël, À propos", "ete-noel-a-propos"],
  ])("%s -> %s", (heading, id) => {
    expect(slugify(heading)).toBe(id);
  });
});
