import { fileURLToPath } from "node:url";
import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { inSitemap, sitemapEntry } from "./scripts/lib/seo-files";
import { languageTag } from "./src/i18n/locale";

const siteUrl = (process.env.SITE_URL ?? "https://www.ridgeline.example").replace(/\/$/, "");
const mediaBaseUrl = (process.env.MEDIA_BASE_URL ?? "/media").replace(/\/$/, "");

/**
 * Every page is rendered to static HTML at build time from React components, in
 * English and in French (src/pages/[...path].astro and src/pages/fr/[...path].astro
 * build every page of the route table); only islands ship JavaScript.
 */
export default defineConfig({
  site: siteUrl,
  srcDir: "./src",
  outDir: "./build/client",
  // Canonical URLs have no trailing slash; our server and the static-host rules
  // answer every other reading with a 301 (src/lib/route-table.ts).
  trailingSlash: "never",
  build: {
    format: "directory",
    // Hashed file names: our server and the static-host rules cache /assets/ for a year.
    assets: "assets",
    // The stylesheet in every page (about 10 KB compressed): the first paint needs
    // no second request, which on a phone network costs a round trip (issue 35).
    inlineStylesheets: "always",
  },
  // English at the root, French under /fr (src/pages/fr): Astro.currentLocale follows.
  // The French slugs differ from the English ones, so links between the two come
  // from the route table (src/lib/route-table.ts), not astro:i18n's URL helpers.
  i18n: {
    locales: ["en", "fr"],
    defaultLocale: "en",
    routing: { prefixDefaultLocale: false },
  },
  devToolbar: { enabled: false },
  image: {
    // The award logos and partner badges are SVG originals in content/media/ that the
    // build turns into AVIF and WebP copies (decision 0017). Astro refuses to rasterize
    // an SVG unless told to, since a crafted one can make the build work very hard;
    // ours come only from this repository, through a reviewed commit.
    dangerouslyProcessSVG: true,
  },
  integrations: [
    {
      // Islands without a framework (src/islands/vanilla/island.ts, decision 0019), and
      // client:interaction and client:after-load for islands that need no script until
      // they are used or the page has loaded (src/islands/directives/). Before React's:
      // its renderer would call a vanilla island to find out whether it is React's.
      name: "ridgeline:islands",
      hooks: {
        "astro:config:setup": ({ addClientDirective, addRenderer }) => {
          addRenderer({
            name: "ridgeline:vanilla",
            serverEntrypoint: fileURLToPath(
              new URL("./src/islands/vanilla/server.ts", import.meta.url),
            ),
            clientEntrypoint: fileURLToPath(
              new URL("./src/islands/vanilla/vanilla-client.ts", import.meta.url),
            ),
          });
          for (const [name, file] of [
            ["interaction", "interaction.ts"],
            ["after-load", "after-load.ts"],
          ] as const) {
            addClientDirective({
              name,
              entrypoint: fileURLToPath(
                new URL(`./src/islands/directives/${file}`, import.meta.url),
              ),
            });
          }
        },
      },
    },
    react(),
    // sitemap-index.xml and sitemap-0.xml: every indexable page with its twin in the
    // other language. Its own pairing matches paths across /fr, which our French
    // slugs defeat, so each entry's alternates come from the route table
    // (scripts/lib/seo-files.ts). No <lastmod>: our pages change too rarely for
    // dating each one to be worth its code.
    sitemap({
      i18n: { defaultLocale: "en", locales: languageTag },
      filter: inSitemap,
      serialize: sitemapEntry,
      namespaces: { news: false, image: false, video: false },
    }),
  ],
  vite: {
    define: {
      __SITE_URL__: JSON.stringify(siteUrl),
      __MEDIA_BASE_URL__: JSON.stringify(mediaBaseUrl),
      __RELAY_URL__: JSON.stringify(process.env.RELAY_URL ?? "/v1/email"),
      __VITALS_URL__: JSON.stringify(process.env.VITALS_URL ?? ""),
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
    },
    plugins: [tailwindcss()],
    resolve: {
      alias: {
        "~content": fileURLToPath(new URL("./content", import.meta.url)),
        "~": fileURLToPath(new URL("./src", import.meta.url)),
      },
    },
    build: { assetsInlineLimit: 0 },
  },
});
