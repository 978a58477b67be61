import { describe, expect, it } from "vitest";
import { loadTrainingVideos } from "~/content/training-videos.server";
import { trainingVideosJsonLd } from "./video-json-ld";

describe("trainingVideosJsonLd", () => {
  const { sections } = loadTrainingVideos();
  const objects = trainingVideosJsonLd(sections) as Record<string, unknown>[];

  it("describes every video once, with the fields search engines require", () => {
    expect(objects).toHaveLength(sections.flatMap((s) => s.videos).length);
    expect(objects.length).toBeGreaterThanOrEqual(38);
    for (const object of objects) {
      expect(object["@type"]).toBe("VideoObject");
      for (const field of ["name", "description", "thumbnailUrl", "contentUrl", "uploadDate"]) {
        expect(object[field], field).toEqual(expect.any(String));
      }
      expect(object.duration).toMatch(/^PT/);
    }
  });

  it("uses absolute media URLs", () => {
    const first = objects[0]!;
    expect(first.thumbnailUrl).toBe(
      "https://www.ridgeline.example/media/videos/posters/sage-300/finding-your-way-around-sage-300.webp",
    );
    expect(first.contentUrl).toBe(
      "https://www.ridgeline.example/media/videos/clips/sage-300-ledger.webm",
    );
    expect(first.description).toBe(
      "Finding your way around Sage 300: a short Sage 300 Training video from Ridgeline Business Systems.",
    );
  });
});

describe("trainingVideosJsonLd in French", () => {
  const { sections } = loadTrainingVideos("fr");
  const objects = trainingVideosJsonLd(sections, "fr") as Record<string, unknown>[];

  it("names and describes the videos in French, and says they are in English", () => {
    const posting = objects.find((o) => o.name === "Reporter un lot du Grand livre")!;
    expect(posting.description).toBe(
      "Reporter un lot du Grand livre\u00a0: une courte vidéo de la série Formation Sage 300 de Ridgeline Business Systems, narrée en anglais.",
    );
    expect(posting.inLanguage).toBe("en");
    expect(posting.contentUrl).toBe(
      "https://www.ridgeline.example/media/videos/clips/sage-300-ledger.webm",
    );
  });
});
