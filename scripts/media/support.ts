/**
 * Placeholder media for the support pages: a PDF per newsletter issue, a poster
 * per training video and the few short clips the videos share. Driven by
 * content/newsletters.yaml and content/training-videos.yaml, so a new entry gets
 * its placeholder on the next `npm run media -- support`.
 *
 * The clips need ffmpeg. They are committed, so without ffmpeg the script keeps
 * the existing clips and says so; it fails only when a clip is missing.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { loadYaml } from "../../src/content/load.server";
import { newslettersSchema } from "../../src/content/schemas/newsletters";
import { trainingVideosSchema } from "../../src/content/schemas/training-videos";
import { newsletterPdf } from "./support/newsletter-pdf";
import { translatedPath } from "./lib";
import { InterOutliner } from "./support/outline-text";
import { POSTER_WEIGHTS, posterArt, posterSvg } from "./support/poster-art";
import {
  CLIP_WEIGHTS,
  clipFrameSvg,
  sceneDescriptions,
  sceneForClip,
  sceneTitles,
} from "./support/video-art";

const clipSize = { width: 320, height: 180 };
const clipSeconds = 4;
const clipFps = 15;

function write(outDir: string, rel: string, data: Uint8Array | Buffer): string {
  const file = path.join(outDir, rel);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, data);
  return rel;
}

/**
 * Each issue's PDF, in English and in French (beside it, as NAME-fr.pdf). The French
 * edition takes the issue's summary from content/fr/newsletters.yaml.
 */
async function newsletters(outDir: string): Promise<string[]> {
  const data = loadYaml("newsletters.yaml", newslettersSchema);
  const french = new Map(
    loadYaml("fr/newsletters.yaml", newslettersSchema).years.flatMap(({ year, issues }) =>
      issues.map((issue) => [`${issue.period} ${year}`, issue] as const),
    ),
  );
  rmSync(path.join(outDir, "newsletters"), { recursive: true, force: true });
  const written: string[] = [];
  for (const { year, issues } of data.years) {
    for (const issue of issues) {
      if (!issue.file) continue;
      const input = { year, period: issue.period, summary: issue.summary };
      written.push(write(outDir, issue.file, await newsletterPdf(input)));

      const frFile = translatedPath(issue.file, "fr");
      const fr = french.get(`${issue.period} ${year}`);
      if (!fr) {
        throw new Error(
          `content/fr/newsletters.yaml has no ${issue.period} ${year}: add the issue, with its French summary, to make ${frFile}.`,
        );
      }
      if (fr.file && fr.file !== frFile) {
        throw new Error(
          `content/fr/newsletters.yaml gives ${issue.period} ${year} the file ${fr.file}: the French PDF is made as ${frFile}.`,
        );
      }
      const pdf = await newsletterPdf(input, { locale: "fr", summary: fr.summary });
      written.push(write(outDir, frFile, pdf));
    }
  }
  return written;
}

async function posters(outDir: string): Promise<string[]> {
  const { sections } = loadYaml("training-videos.yaml", trainingVideosSchema);
  rmSync(path.join(outDir, "videos/posters"), { recursive: true, force: true });
  const ink = await InterOutliner.load(POSTER_WEIGHTS);
  const written: string[] = [];
  for (const [sectionIndex, section] of sections.entries()) {
    for (const [index, video] of section.videos.entries()) {
      const svg = posterSvg(ink, {
        art: posterArt(video.poster, sceneForClip(video.file)),
        section: sectionIndex,
        lesson: index + 1,
        total: section.videos.length,
      });
      const format = path.extname(video.poster).slice(1);
      let image = sharp(Buffer.from(svg));
      image =
        format === "avif"
          ? image.avif({ quality: 50, effort: 6 })
          : format === "png"
            ? image.png({ palette: true, compressionLevel: 9 })
            : format === "jpg"
              ? image.jpeg({ quality: 72, mozjpeg: true })
              : image.webp({ quality: 72, effort: 6 });
      written.push(write(outDir, video.poster, await image.toBuffer()));
    }
  }
  return written;
}

/** A caption track for each shared clip: the clips are silent, so it says what they show. */
function captionTracks(outDir: string): string[] {
  const { sections } = loadYaml("training-videos.yaml", trainingVideosSchema);
  rmSync(path.join(outDir, "videos/captions"), { recursive: true, force: true });
  const tracks = new Map<string, string>();
  for (const video of sections.flatMap((s) => s.videos)) {
    tracks.set(video.captions, sceneDescriptions[sceneForClip(video.file)]);
  }
  const end = `00:00:${String(clipSeconds).padStart(2, "0")}.000`;
  return [...tracks].map(([rel, text]) =>
    write(outDir, rel, Buffer.from(`WEBVTT\n\n00:00:00.000 --> ${end}\n${text}\n`)),
  );
}

function hasFfmpeg(): boolean {
  return spawnSync("ffmpeg", ["-version"], { stdio: "ignore" }).status === 0;
}

/** Renders the frames with sharp and pipes them to ffmpeg as raw RGBA. */
async function encodeClip(ink: InterOutliner, file: string, title: string): Promise<void> {
  mkdirSync(path.dirname(file), { recursive: true });
  const webm = file.endsWith(".webm");
  const codec = webm
    ? ["-c:v", "libvpx-vp9", "-b:v", "0", "-crf", "36", "-row-mt", "1"]
    : ["-c:v", "libx264", "-crf", "28", "-movflags", "+faststart"];
  const ffmpeg = spawn(
    "ffmpeg",
    [
      "-y",
      "-loglevel",
      "error",
      "-f",
      "rawvideo",
      "-pix_fmt",
      "rgba",
      "-s",
      `${clipSize.width}x${clipSize.height}`,
      "-r",
      String(clipFps),
      "-i",
      "-",
      ...codec,
      "-pix_fmt",
      "yuv420p",
      "-an",
      "-fflags",
      "+bitexact",
      "-flags:v",
      "+bitexact",
      file,
    ],
    { stdio: ["pipe", "inherit", "inherit"] },
  );
  const done = new Promise<void>((resolve, reject) => {
    ffmpeg.on("error", reject);
    ffmpeg.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code} for ${file}`)),
    );
  });
  const scene = sceneForClip(file);
  const frames = clipSeconds * clipFps;
  for (let i = 0; i < frames; i++) {
    const svg = clipFrameSvg(ink, scene, title, i / (frames - 1));
    const raw = await sharp(Buffer.from(svg)).ensureAlpha().raw().toBuffer();
    if (!ffmpeg.stdin.write(raw)) await new Promise((r) => ffmpeg.stdin.once("drain", r));
  }
  ffmpeg.stdin.end();
  await done;
}

async function clips(outDir: string): Promise<string[]> {
  const { sections } = loadYaml("training-videos.yaml", trainingVideosSchema);
  const titles = new Map<string, string>();
  for (const section of sections) {
    for (const video of section.videos) {
      titles.set(video.file, sceneTitles[sceneForClip(video.file)]);
    }
  }
  if (!hasFfmpeg()) {
    const missing = [...titles.keys()].filter((rel) => !existsSync(path.join(outDir, rel)));
    if (missing.length) {
      throw new Error(
        `media/support: ffmpeg is needed to make ${missing.join(", ")}. Install it (apt-get install -y ffmpeg) and run again.`,
      );
    }
    console.log(
      `media/support: ffmpeg not found; keeping the ${titles.size} committed clips in ${path.join(outDir, "videos/clips")}.`,
    );
    return [];
  }
  const ink = await InterOutliner.load(CLIP_WEIGHTS);
  const written: string[] = [];
  for (const [rel, title] of titles) {
    await encodeClip(ink, path.join(outDir, rel), title);
    written.push(rel);
  }
  return written;
}

/** The documents made from content: newsletter PDFs and caption tracks (no ffmpeg needed). */
export async function documents(outDir: string): Promise<string[]> {
  return [...(await newsletters(outDir)), ...captionTracks(outDir)];
}

export async function generate(outDir: string): Promise<string[]> {
  return [...(await documents(outDir)), ...(await posters(outDir)), ...(await clips(outDir))];
}
