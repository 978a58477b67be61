import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadYaml } from "../../../src/content/load.server";
import { trainingVideosSchema } from "../../../src/content/schemas/training-videos";
import { posterArt, posterSvg } from "./poster-art";
import { sceneForClip } from "./video-art";

const { sections } = loadYaml("training-videos.yaml", trainingVideosSchema);
const videos = sections.flatMap((section, s) =>
  section.videos.map((video, i) => ({ video, s, lesson: i + 1, total: section.videos.length })),
);
const drawn = videos.map(({ video, s, lesson, total }) => ({
  poster: video.poster,
  art: posterArt(video.poster, sceneForClip(video.file)),
  svg: posterSvg({
    art: posterArt(video.poster, sceneForClip(video.file)),
    section: s,
    lesson,
    total,
  }),
}));

describe("training-video posters", () => {
  it("draw each lesson of content with its own module and screen, none from the fallback", () => {
    const fallbacks = new Set(
      (["ledger", "operations", "pipeline"] as const).map((scene) => posterArt("none.webp", scene)),
    );
    const unlisted = drawn.filter(({ art }) => fallbacks.has(art)).map(({ poster }) => poster);
    expect(unlisted, "add these posters to the lessons table in poster-art.ts").toEqual([]);
  });

  it("are all different", () => {
    expect(new Set(drawn.map(({ svg }) => svg)).size).toBe(videos.length);
  });

  it("hold no words, only the lesson's number and the series' count, large enough to read", () => {
    for (const { poster, svg } of drawn) {
      const texts = [...svg.matchAll(/<text[^>]*font-size="(\d+)"[^>]*>([^<]*)<\/text>/g)];
      expect(
        texts.map(([, , text]) => text),
        path.basename(poster),
      ).toEqual([expect.stringMatching(/^\d{2,}$/), expect.stringMatching(/^\/\d+$/)]);
      // The smallest card shows a poster at 0.43 of its size: 28 px is 12 px there.
      for (const [, size] of texts) expect(Number(size)).toBeGreaterThanOrEqual(28);
    }
  });
});
