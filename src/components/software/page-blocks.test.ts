import { describe, expect, it } from "vitest";
import type { PageBlock } from "~/content/schemas/page-blocks";
import { firstSectionCount } from "./page-blocks";

/** Blocks of the given types; only the type matters to where a section sits. */
const blocks = (...types: PageBlock["type"][]) => types.map((type) => ({ type }) as PageBlock);

describe("how many sections open the page beside the side column", () => {
  it.each([
    // [the page's sections, with a card above the side list, beside]
    [["prose", "checklist", "modules", "video"], false, 2], // Sage 100
    [["prose", "stats", "checklist", "modules", "industries", "video"], false, 2], // Sage 300
    [["prose", "modules", "video"], false, 1],
    [["stats", "prose", "checklist", "steps"], false, 2],
    [["modules", "prose", "video"], false, 2],
    [["video", "modules", "prose"], false, 1],
    // The contact card makes the side column taller: one more section that fits.
    [["stats", "prose", "steps", "checklist"], true, 3], // disaster recovery
    [["stats", "prose", "checklist", "steps"], true, 3], // hosting
    [["prose", "checklist", "checklist", "steps"], true, 3], // managed services
    [["prose", "checklist", "steps"], true, 3], // client care, network
    [["prose", "checklist", "video"], true, 2], // a video runs across
    [["prose"], true, 1],
  ] as const)("%j with a card: %s → %i", (types, sideCard, expected) => {
    expect(firstSectionCount(blocks(...types), sideCard)).toBe(expected);
  });
});
