import type { Locale } from "~/i18n/locale";
import { fileIn } from "./entries";
import { ContentError } from "./read";
import type { Service, ServiceSlug } from "./schemas/services";

/** content/<language>/services/<slug>.yaml, whose `slug` must be its own file name. */
export async function loadService(slug: ServiceSlug, locale: Locale): Promise<Service> {
  const service = await fileIn("services", "services", slug, locale);
  if (service.slug !== slug) {
    throw new ContentError(
      `content/${locale}/services/${slug}.yaml is not valid:\n  slug: must be "${slug}", the file's name`,
    );
  }
  return service;
}
