import type { Locale } from "~/i18n/locale";
import { contentFile, loadYaml } from "./load.server";
import { awardsFileSchema, type AwardsContent } from "./schemas/awards";

/** content/awards.yaml: the awards, newest first as written, and the closing text. */
export function loadAwards(
  locale: Locale = "en",
  file = contentFile(locale, "awards.yaml"),
): AwardsContent {
  return loadYaml(file, awardsFileSchema);
}

/** The awards that have a logo, for logo rows. */
export function awardLogos(content: AwardsContent) {
  return content.awards.flatMap((award) =>
    award.logo ? [{ title: award.title, year: award.year, ...award.logo }] : [],
  );
}
