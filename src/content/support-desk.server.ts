import type { Locale } from "~/i18n/locale";
import { contentFile, loadYaml } from "./load.server";
import { supportDeskSchema, type SupportDesk } from "./schemas/support-desk";

export function loadSupportDesk(
  locale: Locale = "en",
  file = contentFile(locale, "support-desk.yaml"),
): SupportDesk {
  return loadYaml(file, supportDeskSchema);
}
