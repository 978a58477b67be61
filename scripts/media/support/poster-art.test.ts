import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadYaml } from "../../../src/content/load.server";
import { trainingVideosSchema } from "../../../src/content/schemas/training-videos";
import { InterOutliner } from "./outline-text";
import { POSTER_WEIGHTS, posterArt, posterFigures, posterSvg } from "./poster-art";
import { sceneForClip } from "./video-art";

const ink = await InterOutliner.load(POSTER_WEIGHTS);
const { sections } = loadYaml("training-videos.yaml", trainingVideosSchema);
const videos = sections.flatMap((section, s) =>
  section.videos.map((video, i) => ({ video, s, lesson: i + 1, total: section.videos.length })),
);
const drawn = videos.map(({ video, s, lesson, total }) => {
  const opts = {
    art: posterArt(video.poster, sceneForClip(video.file)),
    section: s,
    lesson,
    total,
  };
  return {
    poster: video.poster,
    art: opts.art,
    figures: posterFigures(ink, opts),
    svg: posterSvg(ink, opts),
  };
});

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
    for (const { poster, figures } of drawn) {
      expect(
        figures.map(({ content }) => content),
        path.basename(poster),
      ).toEqual([expect.stringMatching(/^\d{2,}$/), expect.stringMatching(/^\/\d+$/)]);
      // The smallest card shows a poster at 0.43 of its size: 28 px is 12 px there.
      for (const { size } of figures) expect(size).toBeGreaterThanOrEqual(28);
    }
  });

  it("draw the figures as Inter outlines, the total clear of the number", () => {
    for (const { poster, figures, svg } of drawn) {
      expect(svg, path.basename(poster)).not.toMatch(/<text[\s>]/);
      for (const figure of figures) expect(svg).toContain(ink.path(figure));
      const [number, total] = figures;
      expect(total.x - (number.x + ink.width(number))).toBeGreaterThan(0);
      // Clear of the screen drawing, which starts at x = 316 (less its tilt).
      expect(total.x + ink.width(total)).toBeLessThan(300);
    }
  });
});
