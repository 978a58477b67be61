import type { Locale } from "~/i18n/locale";
import { contentFile, loadYaml } from "./load.server";
import { officesFileSchema, type OfficesContent } from "./schemas/offices";

/** content/offices.yaml: the three headquarters and the places in each region. */
export function loadOffices(
  locale: Locale = "en",
  file = contentFile(locale, "offices.yaml"),
): OfficesContent {
  return loadYaml(file, officesFileSchema);
}
