import type { Locale } from "~/i18n/locale";
import { contentFile, loadYaml } from "./load.server";
import { contactSchema } from "./schemas/contact";

export function loadContact(locale: Locale = "en") {
  return loadYaml(contentFile(locale, "contact.yaml"), contactSchema);
}
