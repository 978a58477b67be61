import { describe, expect, it } from "vitest";
import { parseFixture } from "../../tests/fixtures/content/fixtures";
import { trainingVideosSchema } from "./schemas/training-videos";

describe("bad training-video files fail, naming the file and the field", () => {
  it.each([
    [
      "training-videos-bad-duration.yaml",
      "sections.0.videos.0.duration: must be an ISO 8601 duration like PT2M10S",
    ],
    [
      "training-videos-shared-poster.yaml",
      "sections.0.videos.1.poster: videos/posters/sage-crm/creating-an-opportunity.webp is the poster of another video",
    ],
    [
      "training-videos-shared-caption.yaml",
      'sections.0.videos.1.caption: "Creating an Opportunity in Sage CRM" is used by another video',
    ],
    ["training-videos-missing-poster.yaml", "sections.0.videos.0.poster: is missing"],
    [
      "training-videos-bad-date.yaml",
      "sections.0.videos.0.uploaded: must be a date written YYYY-MM-DD, like 2024-03-18",
    ],
    ["training-videos-missing-captions.yaml", "sections.0.videos.0.captions: is missing"],
  ])("%s", (file, message) => {
    expect(parseFixture(trainingVideosSchema, `support/${file}`)).toThrow(
      `tests/fixtures/content/support/${file} is not valid:\n  ${message}`,
    );
  });
});
