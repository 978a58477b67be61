import { describe, expect, it } from "vitest";
import { originalQuotes } from "./original-quotes";

const en = [
  {
    quote: "Month-end close went from twelve days to five.",
    name: "Maria Delgado",
    position: "Controller",
    company: "Coastline",
  },
  {
    quote: "We now know the true cost of a job.",
    name: "David Okafor",
    position: "CFO",
    company: "Brandywine",
  },
];
const fr = [
  {
    quote: "La clôture est passée de douze jours à cinq.",
    name: "Maria Delgado",
    position: "Contrôleuse",
    company: "Coastline",
  },
  {
    quote: "Nous connaissons le coût réel d’une commande.",
    name: "David Okafor",
    position: "Chef des finances",
    company: "Brandywine",
  },
];

describe("originalQuotes", () => {
  it("gives each translated entry's company the English quote in the same place", () => {
    expect(Object.fromEntries(originalQuotes(fr, en))).toEqual({
      Coastline: "Month-end close went from twelve days to five.",
      Brandywine: "We now know the true cost of a job.",
    });
  });

  it.each([
    ["a file has an entry more", fr, en.slice(0, 1), /2 entries, the English ones 1/],
    [
      "the order differs",
      fr,
      [...en].reverse(),
      /Translated testimonial 0 quotes Maria Delgado, the English one David Okafor/,
    ],
  ] as const)("stops when %s", (_case, translated, originals, message) => {
    expect(() => originalQuotes(translated, originals)).toThrow(message);
  });
});
