import type { ImageMetadata } from "astro";
import { getImage } from "astro:assets";
import { mediaFolder } from "~/content/media-folder";
import { original } from "~/content/media-library";
import { ContentError } from "~/content/read";
import type { PicturePath } from "~/content/schemas/media-path";

/**
 * Every srcset on the site is made here, at build time, by astro:assets from one
 * original in content/media/ (src/content/media-library.ts): the sizes and formats
 * land in the build's hashed assets folder. A page's `load` calls withPictures() on
 * its content, and its components get plain data (URLs, srcsets, width and height).
 */

/** What the build made of one original. */
export type BuiltPicture = {
  /** The original's size in pixels: its aspect ratio, and the <img> size of a content picture. */
  width: number;
  height: number;
  /** The <img> src: a WebP (the largest, or the one nearest the kind's fallback width). */
  src: string;
  webpSrcSet: string;
  /** Only for the kinds pages show as <picture> with AVIF first. */
  avifSrcSet?: string;
};

/** Which sizes and formats the build makes for a kind of picture. */
export type PictureKind = {
  widths: readonly number[];
  avif: boolean;
  /** The width of the <img> fallback; the largest made without it. */
  fallbackWidth?: number;
  /**
   * Why an original must be at least as wide as the largest width: an original smaller
   * than that is not enlarged, and the copies a sharp screen asks for would be blurred.
   */
  needsFullWidth?: string;
};

/**
 * A picture from content (`src`): a product screenshot, a service's picture, a video
 * poster, the industries image. WebP as before, at widths up to the original's own.
 */
export const contentPicture: PictureKind = {
  widths: [640, 960, 1280, 1600, 1920],
  avif: false,
};

/**
 * A logo or badge (`path`), shown at most 128 CSS pixels wide: one to three device
 * pixels per CSS pixel, AVIF with a WebP fallback (decision 0011).
 */
export const logoPicture: PictureKind = {
  widths: [128, 256, 384],
  avif: true,
  needsFullWidth: "logos are shown at up to 384 pixels on sharp screens",
};

type Rendition = { url: string; width: number };

/**
 * The original's copies at `widths` in `format`, and the original's size. Its size is
 * read from what getImage made: reading it from the metadata would mark the original
 * as used, and the build would then publish it as well.
 */
async function renditions(
  image: ImageMetadata,
  widths: readonly number[],
  format: "avif" | "webp",
): Promise<{ made: Rendition[]; width: number; height: number }> {
  // Widths above the original's are dropped and the original's own width added.
  const result = await getImage({ src: image, widths: [...widths], format });
  const width = Number(result.attributes.width);
  return {
    made: result.srcSet.values.map((value) => ({
      url: value.url,
      width: Number.parseInt(value.descriptor ?? "", 10) || width,
    })),
    width,
    height: Number(result.attributes.height),
  };
}

const srcSet = (made: readonly Rendition[]) => made.map((r) => `${r.url} ${r.width}w`).join(", ");

/** The sizes and formats of the original at `path` in content/media/. */
export async function makePicture(path: string, kind: PictureKind): Promise<BuiltPicture> {
  const image = original(path);
  // The content schemas name a missing file first; this catches one deleted since.
  if (!image) {
    throw new ContentError(
      `content names the picture ${path}, which is not in ${mediaFolder}/: upload it there, or correct the path in content/`,
    );
  }
  const { made: webp, width, height } = await renditions(image, kind.widths, "webp");
  const largest = Math.max(...kind.widths);
  if (kind.needsFullWidth && width < largest) {
    throw new ContentError(
      `${mediaFolder}/${path} is ${width} pixels wide: upload it at least ${largest} pixels wide (${kind.needsFullWidth}; an SVG's width is its width attribute)`,
    );
  }
  const target = kind.fallbackWidth ?? Math.max(...webp.map((r) => r.width));
  const fallback = webp.reduce((best, r) =>
    Math.abs(r.width - target) < Math.abs(best.width - target) ? r : best,
  );
  return {
    width,
    height,
    src: fallback.url,
    webpSrcSet: srcSet(webp),
    avifSrcSet: kind.avif ? srcSet((await renditions(image, kind.widths, "avif")).made) : undefined,
  };
}

/**
 * `data` with every picture content names made: each object that names an original
 * by `src` (a content picture) or `path` (a logo, with its `alt`) gains `built`.
 */
export type Shown<T> = T extends string | number | boolean | bigint | symbol | null | undefined
  ? T
  : T extends { src: PicturePath } | { path: PicturePath }
    ? T & { built: BuiltPicture }
    : T extends readonly (infer U)[]
      ? Shown<U>[]
      : T extends Date | ((...args: never[]) => unknown)
        ? T
        : { [K in keyof T]: Shown<T[K]> };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/**
 * Makes the pictures `data` names (see Shown); everything else is returned as it is.
 * `make` is the build's own but in tests that render in a browser-like DOM, where
 * astro:assets refuses to run.
 */
export async function withPictures<T>(data: T, make = makePicture): Promise<Shown<T>> {
  const walk = async (value: unknown): Promise<unknown> => {
    if (Array.isArray(value)) return Promise.all(value.map(walk));
    if (!isRecord(value)) return value;
    if (typeof value.src === "string" && original(value.src)) {
      return { ...value, built: await make(value.src, contentPicture) };
    }
    if (typeof value.path === "string" && typeof value.alt === "string" && original(value.path)) {
      return { ...value, built: await make(value.path, logoPicture) };
    }
    const entries = await Promise.all(
      Object.entries(value).map(async ([key, v]) => [key, await walk(v)] as const),
    );
    return Object.fromEntries(entries);
  };
  return (await walk(data)) as Shown<T>;
}

/** <img> attributes for a content picture the build has made (`sizes` as the layout shows it). */
export function pictureImg(image: { alt: string; built: BuiltPicture }, sizes: string) {
  return {
    src: image.built.src,
    srcSet: image.built.webpSrcSet,
    sizes,
    alt: image.alt,
    width: image.built.width,
    height: image.built.height,
  };
}
