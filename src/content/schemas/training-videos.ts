import { z } from "zod";
import { isoDate } from "./iso-date";
import { imageExtensions, isoDuration, mediaFile } from "./media-path";

const videoSchema = z.strictObject({
  /** Shown under the player and used as the video's name: say what it teaches. */
  caption: z.string().trim().min(8).max(90),
  /** One or two sentences for search engines; a default is built from the caption. */
  description: z.string().trim().min(20).max(300).optional(),
  /** The clip on the media host. */
  file: mediaFile(["webm", "mp4"], "videos/clips/sage-300-ledger.webm", "videos"),
  /** The still shown before play (small WebP or AVIF, 16:9). */
  poster: mediaFile(imageExtensions, "videos/posters/sage-300-01.webp", "videos"),
  /** WebVTT captions (WCAG 1.2.2): may be shared by videos that share a clip. */
  captions: mediaFile(["vtt"], "videos/captions/sage-300-ledger.vtt", "videos"),
  duration: isoDuration,
  /** The day the video was published (YYYY-MM-DD). */
  uploaded: isoDate,
});

const sectionSchema = z.strictObject({
  /** Anchor for the section heading: lowercase words joined by hyphens. */
  id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lowercase words joined by hyphens"),
  title: z.string().trim().min(3),
  intro: z.string().trim().min(20).max(300),
  videos: z.array(videoSchema).min(1),
});

export const trainingVideosSchema = z
  .strictObject({ sections: z.array(sectionSchema).min(1) })
  .superRefine((data, ctx) => {
    const ids = new Set<string>();
    const captions = new Set<string>();
    const posters = new Set<string>();
    data.sections.forEach((section, s) => {
      if (ids.has(section.id)) {
        ctx.addIssue({ code: "custom", path: ["sections", s, "id"], message: "is used twice" });
      }
      ids.add(section.id);
      section.videos.forEach((video, v) => {
        const key = video.caption.toLowerCase();
        if (captions.has(key)) {
          ctx.addIssue({
            code: "custom",
            path: ["sections", s, "videos", v, "caption"],
            message: `"${video.caption}" is used by another video`,
          });
        }
        captions.add(key);
        // Clips may be shared, but each video shows its own still.
        if (posters.has(video.poster)) {
          ctx.addIssue({
            code: "custom",
            path: ["sections", s, "videos", v, "poster"],
            message: `${video.poster} is the poster of another video`,
          });
        }
        posters.add(video.poster);
      });
    });
  });

export type TrainingVideos = z.infer<typeof trainingVideosSchema>;
export type TrainingSection = TrainingVideos["sections"][number];
export type TrainingVideo = TrainingSection["videos"][number];
