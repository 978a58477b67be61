import { loadYaml } from "./load.server";
import { serviceSchema, serviceSlugs, type Service, type ServiceSlug } from "./schemas/services";

/** The service schema plus the rule that a file's slug is its own name. */
export function serviceFileSchema(slug: ServiceSlug) {
  return serviceSchema.refine((service) => service.slug === slug, {
    path: ["slug"],
    message: `must be "${slug}", the file's name`,
  });
}

/** content/services/<slug>.yaml, checked. */
export function loadService(slug: ServiceSlug): Service {
  return loadYaml(`services/${slug}.yaml`, serviceFileSchema(slug));
}

export function loadServices(): Service[] {
  return serviceSlugs.map(loadService);
}
