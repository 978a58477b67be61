import { locales, type Locale } from "~/i18n/locale";
import { readYamlFile } from "./read";
import { navigationSchema, type Navigation } from "./schemas/navigation";
import { fillFactsDeep } from "./schemas/rich-text";
import { site } from "./site";

export { isExternal, isGroup } from "./schemas/navigation";
export type { InternalLink, MenuGroup, MenuItem, SubMenu } from "./schemas/navigation";

/**
 * The menus in each language (content/en/navigation.yaml, content/fr/navigation.yaml).
 * The header renders `mainMenu` both as the desktop dropdowns and as the mobile menu,
 * so the two can never disagree.
 */
export const navigation = Object.fromEntries(
  locales.map((locale) => [
    locale,
    fillFactsDeep(
      readYamlFile(`${locale}/navigation.yaml`, navigationSchema(site.externalUrls)),
      locale,
    ),
  ]),
) as Record<Locale, Navigation>;
