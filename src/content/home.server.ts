import type { Locale } from "~/i18n/locale";
import { contentFile, loadYaml } from "./load.server";
import { homeSchema } from "./schemas/home";

export function loadHome(locale: Locale = "en") {
  return loadYaml(contentFile(locale, "home.yaml"), homeSchema);
}
