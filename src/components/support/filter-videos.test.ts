import { describe, expect, it } from "vitest";
import { countVideos, filterVideos } from "./filter-videos";

const sections = [
  {
    id: "a",
    videos: [
      { caption: "Posting a General Ledger batch" },
      { caption: "Bank reconciliation in Sage 300" },
      { caption: "Réconciliation bancaire" },
    ],
  },
  {
    id: "b",
    videos: [
      { caption: "Creating an opportunity in Sage CRM" },
      { caption: "Building a sales pipeline dashboard" },
    ],
  },
];

describe("filterVideos", () => {
  it.each([
    ["", [3, 2]],
    ["   ", [3, 2]],
    ["batch", [1, 0]],
    ["SAGE", [1, 1]],
    ["reconciliation", [2, 0]],
    ["sage crm", [0, 1]],
    ["crm sage", [0, 1]],
    ["  pipeline   dashboard ", [0, 1]],
    ["payroll", [0, 0]],
    ["sage payroll", [0, 0]],
  ])("%j leaves %j videos per section", (query, counts) => {
    const result = filterVideos(sections, query);
    expect(result.map((s) => s.videos.length)).toEqual(counts);
    expect(result.map((s) => s.id)).toEqual(["a", "b"]);
    expect(countVideos(result)).toBe(counts[0]! + counts[1]!);
  });

  it("keeps the videos in their order and leaves the input untouched", () => {
    const result = filterVideos(sections, "reconciliation");
    expect(result[0]!.videos.map((v) => v.caption)).toEqual([
      "Bank reconciliation in Sage 300",
      "Réconciliation bancaire",
    ]);
    expect(sections[0]!.videos).toHaveLength(3);
  });
});
