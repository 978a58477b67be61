import { loadYaml } from "./load.server";
import { aboutFileSchema, type AboutContent } from "./schemas/about";

/** content/about.yaml, with company facts filled in from content/site.ts. */
export function loadAbout(file = "about.yaml"): AboutContent {
  return loadYaml(file, aboutFileSchema);
}
