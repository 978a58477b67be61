import { z } from "zod";
import { filesIn, inMediaFolder, mediaFolder, readMediaFile } from "../media-folder";

/** The image formats pages show. */
export const imageExtensions = ["svg", "avif", "webp", "png", "jpg", "jpeg"] as const;

/** ".pdf", ".webm or .mp4", ".svg, .png or .jpg" */
const list = (extensions: readonly string[]) => {
  const dotted = extensions.map((e) => `.${e}`);
  return dotted.length === 1
    ? `a ${dotted[0]}`
    : `a ${dotted.slice(0, -1).join(", ")} or ${dotted.at(-1)}`;
};

/**
 * The shape of a path on the media host ("company/awards/diamond.svg"): parts that start
 * with a lower-case letter or a digit, so no leading slash, no empty part and no "..",
 * ending in one of `extensions`; with `folder`, inside that folder.
 */
export function mediaPathPattern(extensions: readonly string[], folder?: string): RegExp {
  const inFolder = folder ? `${folder}/` : "";
  return new RegExp(
    `^${inFolder}[a-z0-9][a-z0-9_-]*(?:/[a-z0-9][a-z0-9_.-]*)*\\.(?:${extensions.join("|")})$`,
  );
}

/**
 * A file on the media host, as a path relative to it ("company/awards/diamond.svg");
 * pages turn it into a URL with mediaUrl(). Every part of the path starts with a
 * lower-case letter or a digit, so it has no leading slash, no empty part and no
 * "..". With `folder`, the file must be inside that folder.
 */
export function mediaFile(
  extensions: readonly string[],
  example: string,
  folder?: string,
): z.ZodString {
  const pattern = mediaPathPattern(extensions, folder);
  const file = z.string().superRefine((value, ctx) => {
    // The two slips an editor makes most, named before the general rule. A path
    // written from the repository ("public/media/company/…") would otherwise pass.
    const prefix = /^\/?(?:public\/)?media\//.exec(value)?.[0];
    if (!prefix && pattern.test(value)) return;
    const message = prefix
      ? `starts with ${prefix}: write the path on the media host without it, "${value.slice(prefix.length)}"`
      : /[A-Z]/.test(value)
        ? `has capital letters: files on the media host are named in lower case (rename the file, then write "${value.toLowerCase()}")`
        : `must be a path on the media host to ${list(extensions)} file, like "${example}"`;
    ctx.addIssue({ code: "custom", message });
  });
  // What the CMS (src/lib/cms) needs for its file picker: which files, and where they go.
  return file.meta({ cms: { kind: "mediaFile", extensions: [...extensions], example, folder } });
}

/** An image on the media host. */
export const imagePath = mediaFile(imageExtensions, "company/press/2019-05-14-cloud-partner.svg");

/** A PDF on the media host. */
export const pdfPath = mediaFile(["pdf"], "software/sage-hrms-payroll/payroll.pdf");

/** ISO 8601 duration as schema.org and <time> read it: PT2M10S, PT1H5M, PT45S. */
export const isoDuration = z
  .string()
  .regex(/^PT(?=\d)(?:\d+H)?(?:\d+M)?(?:\d+S)?$/, "must be an ISO 8601 duration like PT2M10S");

/** Alt text: says what the image shows. */
export const altText = z.string().trim().min(5, "must describe the image (5 characters or more)");

/**
 * A picture staff uploaded to content/media/, named by its path there
 * ("services/hosting/picture.webp"): the build makes the sizes and formats pages show
 * from this one original (src/lib/pictures.ts). Branded, so that the pages' types
 * know which fields the build has made sizes for.
 */
export const picturePath = z
  .string()
  .superRefine((value, ctx) => {
    const pattern = mediaPathPattern(imageExtensions);
    const prefix = /^\/?(?:(?:content|public)\/)?media\//.exec(value)?.[0];
    const message = prefix
      ? `starts with ${prefix}: write the path inside ${mediaFolder}/ without it, "${value.slice(prefix.length)}"`
      : /[A-Z]/.test(value)
        ? `has capital letters: pictures are named in lower case (rename the file in ${mediaFolder}/, then write "${value.toLowerCase()}")`
        : !pattern.test(value)
          ? `must be the path of a picture in ${mediaFolder}/ (${list(imageExtensions)} file), like "services/hosting/picture.webp"`
          : !inMediaFolder(value)
            ? missingPicture(value)
            : value.endsWith(".svg") && /<text[\s>]/.test(readMediaFile(value))
              ? `holds words as <text>, which each machine sets in a font of its own: convert the text to outlines in the drawing program, then upload it again (decision 0011)`
              : undefined;
    if (message) ctx.addIssue({ code: "custom", message });
  })
  .brand<"Picture">();
export type PicturePath = z.infer<typeof picturePath>;

/** "no picture …": with the files of that folder, since the slip is usually in a name. */
function missingPicture(path: string): string {
  const folder = path.includes("/") ? path.slice(0, path.lastIndexOf("/") + 1) : "";
  const beside = filesIn(folder);
  const there = !beside
    ? ` (there is no folder ${mediaFolder}/${folder})`
    : beside.length > 0
      ? ` (${mediaFolder}/${folder} holds ${beside.join(", ")})`
      : "";
  return `names no picture in ${mediaFolder}/: upload it there as ${mediaFolder}/${path}, or correct the path${there}`;
}

/**
 * A logo or badge: square artwork in content/media/ (`path`, usually our own SVG),
 * shown in logo rows as AVIF and WebP that the build makes from it. A browser draws
 * every SVG image as a document of its own on the page's main thread: the five logos
 * at the top of /company/awards took a third of the page's main-thread time after its
 * first paint (decision 0011), so pages never show the SVG itself.
 */
export const badgeImageSchema = z.strictObject({
  path: picturePath,
  alt: altText,
});
