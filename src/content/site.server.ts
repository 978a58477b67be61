import { site } from "~content/site";
import { parseWith } from "./load.server";
import { siteSchema, type SiteConfig } from "./schemas/site";

/**
 * content/site.ts checked against its schema. The pages import `site` directly (it is
 * TypeScript, so its shape is checked as it compiles); this adds what types cannot
 * say, such as a phone's tel: number dialling the number shown. The content check
 * runs it before every build.
 */
export function checkSite(config: unknown = site): SiteConfig {
  return parseWith(siteSchema, config, "content/site.ts");
}
