import { readYamlFile } from "./read";
import { siteSchema } from "./schemas/site";

/** content/site.yaml: the company facts every page may show, checked against its schema. */
export const site = readYamlFile("site.yaml", siteSchema);
