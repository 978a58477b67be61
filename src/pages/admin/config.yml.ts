/**
 * /admin/config.yml, where Sveltia CMS reads its configuration: made from the content
 * schemas by every build (src/lib/cms/config.ts, decision 0018).
 */
import type { APIRoute } from "astro";
import { stringify } from "yaml";
import { cmsConfig } from "~/lib/cms/config";
import { cmsOptions } from "~/lib/cms/options";

export const GET: APIRoute = ({ site }) => {
  const siteUrl = (site?.href ?? "https://www.ridgeline.example").replace(/\/$/, "");
  const config = cmsConfig(cmsOptions(process.env, siteUrl));
  return new Response(
    `# Made by the build from src/content/schemas (src/lib/cms/config.ts): edit those, not this.\n${stringify(config, { lineWidth: 0 })}`,
    { headers: { "Content-Type": "text/yaml; charset=utf-8" } },
  );
};
