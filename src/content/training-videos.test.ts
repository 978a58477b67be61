import { existsSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadTrainingVideos } from "./training-videos.server";

const fixtures = "../tests/fixtures/content/support";

describe("content/training-videos.yaml", () => {
  const { sections } = loadTrainingVideos();
  const videos = sections.flatMap((s) => s.videos);

  // Staff add videos and sections; the 21 and 17 the site launched with must stay.
  it("has 'Sage 300 Training' with at least 21 videos and 'Sage CRM Training' with 17", () => {
    expect(sections.slice(0, 2).map((s) => s.title)).toEqual([
      "Sage 300 Training",
      "Sage CRM Training",
    ]);
    expect(sections[0]!.videos.length).toBeGreaterThanOrEqual(21);
    expect(sections[1]!.videos.length).toBeGreaterThanOrEqual(17);
  });

  it("gives every video its own caption and poster", () => {
    expect(new Set(videos.map((v) => v.caption)).size).toBe(videos.length);
    expect(new Set(videos.map((v) => v.poster)).size).toBe(videos.length);
  });

  it("has its placeholder clips, captions and posters in public/media, posters under 15 KB", () => {
    for (const video of videos) {
      expect(existsSync(path.join("public/media", video.file)), video.file).toBe(true);
      expect(existsSync(path.join("public/media", video.captions)), video.captions).toBe(true);
      const poster = path.join("public/media", video.poster);
      expect(existsSync(poster), video.poster).toBe(true);
      expect(statSync(poster).size, video.poster).toBeLessThan(15 * 1024);
    }
  });

  it("keeps the shared clips small", () => {
    for (const file of new Set(videos.map((v) => v.file))) {
      expect(statSync(path.join("public/media", file)).size, file).toBeLessThan(150 * 1024);
    }
  });
});

describe("bad training-video files fail, naming the file and the field", () => {
  it.each([
    ["training-videos-bad-duration.yaml", "sections.0.videos.0.duration: must be an ISO 8601"],
    ["training-videos-shared-poster.yaml", "sections.0.videos.1.poster"],
    ["training-videos-missing-poster.yaml", "sections.0.videos.0.poster"],
    [
      "training-videos-bad-date.yaml",
      "sections.0.videos.0.uploaded: must be a date written YYYY-MM-DD",
    ],
    ["training-videos-missing-captions.yaml", "sections.0.videos.0.captions"],
  ])("%s", (file, field) => {
    expect(() => loadTrainingVideos("en", `${fixtures}/${file}`)).toThrow(
      `tests/fixtures/content/support/${file} is not valid`,
    );
    expect(() => loadTrainingVideos("en", `${fixtures}/${file}`)).toThrow(field);
  });
});
