import type { Locale } from "~/i18n/locale";
import { contentFile, loadYaml } from "./load.server";
import { aboutFileSchema, type AboutContent } from "./schemas/about";

/** content/about.yaml, with company facts filled in from content/site.ts. */
export function loadAbout(
  locale: Locale = "en",
  file = contentFile(locale, "about.yaml"),
): AboutContent {
  return loadYaml(file, aboutFileSchema);
}
