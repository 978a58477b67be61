/**
 * The CMS's settings at build time: where it saves (CMS_GITHUB_REPO, CMS_GITHUB_BRANCH)
 * and how people sign in (CMS_AUTH_URL), read like the build's other settings (README,
 * "Configuration"), with the site facts and page names its fields offer.
 */
import { isExternal, isGroup, navigation } from "~/content/navigation";
import { pageIn } from "~/content/pages";
import { site } from "~/content/site";
import { pages } from "~/lib/route-table";
import type { CmsOptions } from "./config";

/** Until the administrator names it (README, "Editing in the browser"). */
export const defaultRepo = "ridgeline-business-systems/website";

export function cmsOptions(
  env: Readonly<Record<string, string | undefined>>,
  siteUrl: string,
): CmsOptions {
  const authUrl = env.CMS_AUTH_URL?.trim();
  return {
    siteUrl,
    repo: env.CMS_GITHUB_REPO?.trim() || defaultRepo,
    branch: env.CMS_GITHUB_BRANCH?.trim() || "main",
    ...(authUrl ? { authUrl: new URL(authUrl).origin } : {}),
    externalSites: site.externalUrls,
    pages: pages.map((page) => ({
      path: page.path,
      title: menuNames.get(page.path) ?? pageIn(page.path, "en").title,
    })),
  };
}

/** Each page's name in the English menus, where a menu links to it. */
const menuNames = new Map<string, string>(
  [
    ...navigation.en.mainMenu.flatMap((group) =>
      group.items.flatMap((item) => (isGroup(item) ? item.items : [item])),
    ),
    ...navigation.en.popularLinks.filter((link) => !isExternal(link)),
    ...navigation.en.sideList.links,
    navigation.en.contactLink,
  ].flatMap((link) => ("to" in link ? [[link.to, link.label] as const] : [])),
);
