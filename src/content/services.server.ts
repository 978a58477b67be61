import type { Locale } from "~/i18n/locale";
import { contentFile, loadYaml } from "./load.server";
import { serviceSchema, serviceSlugs, type Service, type ServiceSlug } from "./schemas/services";

/** The service schema plus the rule that a file's slug is its own name. */
export function serviceFileSchema(slug: ServiceSlug) {
  return serviceSchema.refine((service) => service.slug === slug, {
    path: ["slug"],
    message: `must be "${slug}", the file's name`,
  });
}

/** content/services/<slug>.yaml, checked. */
export function loadService(slug: ServiceSlug, locale: Locale = "en"): Service {
  return loadYaml(contentFile(locale, `services/${slug}.yaml`), serviceFileSchema(slug));
}

export function loadServices(locale: Locale = "en"): Service[] {
  return serviceSlugs.map((slug) => loadService(slug, locale));
}
