/**
 * Every page's share card, at the address src/lib/route-table.ts gives it
 * (shareImagePath): /share/software-sage300.png, /share/fr-logiciels-sage300.png...
 * Drawn by ./_card.ts at build time; the brand cards are ../og-default.png.ts and
 * ../og-default-fr.png.ts.
 */
import type { APIRoute } from "astro";
import { localizedPages, sectionNamesIn } from "~/content/pages";
import { loadPressReleases } from "~/content/press-releases";
import { locales } from "~/i18n/locale";
import { dictionaries } from "~/i18n/messages";
import { isBrandShareImage, shareImagePath } from "~/lib/route-table";
import { pageCardPng, pngResponse, type PageCard } from "./_card";

/**
 * Which pages have a card of their own, and what each says, in its page's language:
 * every indexable page of the route table but the home pages, under the name of its
 * section, and every press release, under the press page's eyebrow. `url` is the
 * card's address.
 */
export async function shareCards(): Promise<(PageCard & { url: string })[]> {
  const tablePages = localizedPages.flatMap((page) => {
    const url = shareImagePath(page.path);
    if (isBrandShareImage(url)) return [];
    const folder = `/${page.canonical.split("/")[1]}`;
    const section = sectionNamesIn(page.locale)[folder];
    if (!section) {
      throw new Error(
        `No section name for ${page.path}: add ${folder} to sections in content/${page.locale}/pages.yaml`,
      );
    }
    return [{ url, locale: page.locale, section, title: page.title }];
  });
  const releases = await Promise.all(
    locales.map(async (locale) =>
      (await loadPressReleases(locale)).map((release) => ({
        url: shareImagePath(release.path),
        locale,
        section: dictionaries[locale].press.eyebrow,
        title: release.heading,
      })),
    ),
  );
  return [...tablePages, ...releases.flat()];
}

const prefix = "/share/";
const suffix = ".png";

export async function getStaticPaths() {
  return (await shareCards()).map(({ url, ...card }) => {
    if (!url.startsWith(prefix) || !url.endsWith(suffix) || url.slice(prefix.length).includes("/"))
      throw new Error(`${url}: a share card must be at /share/<name>.png`);
    return { params: { card: url.slice(prefix.length, -suffix.length) }, props: card };
  });
}

export const GET: APIRoute<PageCard> = async ({ props }) => pngResponse(await pageCardPng(props));
