import { imageSources, type ResponsiveImage } from "./responsive-image";

/** The home page hero artwork: its copies in public/media/home/, one per width and format. */
export const heroImage: ResponsiveImage = {
  path: "home/hero",
  width: 1920,
  height: 1080,
  widths: [480, 768, 1080, 1440, 1920],
  alt: "",
};

export const heroSources = imageSources(heroImage, "100vw");
