import type { ComponentType, ReactNode } from "react";
import type { Locale } from "~/i18n/locale";
import { Localized } from "~/i18n/localized";
import type { BuiltPicture } from "~/lib/responsive-image";
import type { HeadTag } from "~/lib/seo";

/**
 * A page: its data, its head tags and its body, in either language. The route table
 * names the page (src/page-bodies/index.ts), and one Astro entry per language renders
 * it (src/pages/[...path].astro).
 */
export type PageModule<Data> = {
  /** What the page shows, read from content at build time. */
  load: (locale: Locale) => Data | Promise<Data>;
  head: (locale: Locale, data: Data) => readonly HeadTag[];
  /** The page's React body; `island` is its one island, rendered by src/islands/island.astro. */
  Body: ComponentType<{ locale: Locale; data: Data; island?: ReactNode }>;
  /** The page's LCP image, fetched with the HTML: one the build made for its data. */
  preloadImage?: (data: Data) => PreloadImage;
  /** The page shows Enlarge or play links (ZoomableImage, VideoFacade): they get their script. */
  enhancesMedia?: true;
};

/** A picture to preload, with the `sizes` the page shows it at. */
export type PreloadImage = { picture: BuiltPicture; sizes: string };

/** A page module from a page file's exports: `load`, `head` and its default export. */
export function page<Data>(
  file: {
    load: (locale: Locale) => Data | Promise<Data>;
    head: (locale: Locale, data: Data) => readonly HeadTag[];
    default: PageModule<Data>["Body"];
  },
  options: Pick<PageModule<Data>, "preloadImage" | "enhancesMedia"> = {},
): PageModule<Data> {
  return { load: file.load, head: file.head, Body: inLanguage(file.default), ...options };
}

/**
 * A page body with the page's words in its language for every component in it: a
 * body is one React root, so the language is given once, here.
 */
export function inLanguage<Props extends object>(Body: ComponentType<Props>) {
  return function BodyInLanguage(props: Props & { locale: Locale }) {
    return (
      <Localized locale={props.locale}>
        <Body {...props} />
      </Localized>
    );
  };
}
