import { pageIn, type LocalizedPage } from "~/content/pages";
import { localizedHref, type CanonicalPath } from "~/lib/route-table";
import { useLocale } from "./react";

/**
 * Hooks for links in the page's language. They bring the route table with them, so
 * static components use them; an island that needs a link gets it as a prop.
 */

/** Maps a page's English path (as menus and content name it) to its path in the page's language. */
export function useHref(): (href: CanonicalPath | string) => string {
  const locale = useLocale();
  return (href) => localizedHref(href, locale);
}

/** The route table's row for a page (heading, title, path) in the page's language. */
export function usePage(canonical: CanonicalPath): LocalizedPage {
  return pageIn(canonical, useLocale());
}
