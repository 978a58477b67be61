import { z } from "zod";
import type { CanonicalPath } from "~/lib/route-table";
import { canonicalPath, factString } from "./rich-text";

/** A link to one of this site's pages, named in the page's language. */
export type InternalLink = { label: string; to: CanonicalPath };
export type ExternalLink = { label: string; href: string };
/** A second-level group (Company › Our Customers): links only. */
export type SubMenu = { label: string; items: readonly InternalLink[] };
export type MenuItem = InternalLink | SubMenu;
/** A top-level menu; `overview` leads to the page that presents the whole group. */
export type MenuGroup = { label: string; overview?: InternalLink; items: readonly MenuItem[] };
/** The phone menu's own words: its close button, its search link, its call link. */
export type PhoneMenuWords = { close: string; search: string; call: string };

export type Navigation = {
  mainMenu: readonly MenuGroup[];
  contactLink: InternalLink;
  phoneMenu: PhoneMenuWords;
  popularLinks: readonly (InternalLink | ExternalLink)[];
  /** The 'Software and IT Support' side list on software and services pages. */
  sideList: { title: string; links: readonly InternalLink[] };
  /** The three most visited pages, offered when a search finds nothing. */
  mostVisited: readonly [CanonicalPath, CanonicalPath, CanonicalPath];
  /** 'How can we help?', the closing call to action of a page without its own; `action` is its button. */
  helpBanner: { heading: string; lead: string; action: string };
  footer: { tagline: string; trademarks: string };
};

const label = z.string().trim().min(1).max(60);
const subMenu = z.strictObject({ label, links: z.array(canonicalPath).min(1) });
/** Words around the main phone number, which takes the place of "{phone}". */
const phoneLabel = label.refine((text) => text.includes("{phone}"), {
  error: 'has no "{phone}": write where the phone number goes, as in "Call {phone}"',
});

/**
 * content/<language>/navigation.yaml: the menus, the footer and the help banner. Links name a
 * page by its English address; `names` gives each linked page its name once, and the
 * external sites come from content/site.yaml by name.
 */
export function navigationSchema(externalUrls: Readonly<Record<string, string>>) {
  return z
    .strictObject({
      names: z.record(canonicalPath, label),
      menu: z
        .array(
          z.strictObject({
            label,
            overview: z.strictObject({ label, link: canonicalPath }).optional(),
            links: z.array(z.union([canonicalPath, subMenu])).min(1),
          }),
        )
        .min(1),
      phoneMenu: z.strictObject({ close: label, search: label, call: phoneLabel }),
      contact: canonicalPath,
      popularLinks: z
        .array(
          z.union([
            canonicalPath,
            z.strictObject({
              label,
              external: z.enum(Object.keys(externalUrls) as [string, ...string[]]),
            }),
          ]),
        )
        .min(1),
      sideList: z.strictObject({ title: label, links: z.array(canonicalPath).min(1) }),
      mostVisited: z.tuple([canonicalPath, canonicalPath, canonicalPath]),
      helpBanner: z.strictObject({
        heading: label,
        lead: factString(40, 300),
        action: label,
      }),
      footer: z.strictObject({ tagline: factString(10, 160), trademarks: factString(10, 200) }),
    })
    .transform((nav, ctx): Navigation => {
      const link = (to: CanonicalPath): InternalLink => {
        const name = nav.names[to];
        if (name === undefined) {
          ctx.addIssue({
            code: "custom",
            path: ["names"],
            message: `has no name for ${to}, which a menu links to: add "${to}: <its name>"`,
          });
        }
        return { label: name ?? to, to };
      };
      return {
        mainMenu: nav.menu.map((group) => ({
          label: group.label,
          ...(group.overview && {
            overview: { label: group.overview.label, to: group.overview.link },
          }),
          items: group.links.map((item) =>
            typeof item === "string"
              ? link(item)
              : { label: item.label, items: item.links.map(link) },
          ),
        })),
        contactLink: link(nav.contact),
        phoneMenu: nav.phoneMenu,
        popularLinks: nav.popularLinks.map((item) =>
          typeof item === "string"
            ? link(item)
            : { label: item.label, href: externalUrls[item.external]! },
        ),
        sideList: { title: nav.sideList.title, links: nav.sideList.links.map(link) },
        mostVisited: nav.mostVisited,
        helpBanner: nav.helpBanner,
        footer: nav.footer,
      };
    });
}

export function isGroup(item: MenuItem): item is SubMenu {
  return "items" in item;
}

export function isExternal(link: InternalLink | ExternalLink): link is ExternalLink {
  return "href" in link;
}
