import { fileURLToPath } from "node:url";
import react from "@astrojs/react";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";

const siteUrl = (process.env.SITE_URL ?? "https://www.ridgeline.example").replace(/\/$/, "");
const mediaBaseUrl = (process.env.MEDIA_BASE_URL ?? "/media").replace(/\/$/, "");

/**
 * Every page is rendered to static HTML at build time from React components
 * (src/pages holds one thin entry per route); only islands ship JavaScript.
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
    // One cached stylesheet for the whole site instead of a copy in every page.
    inlineStylesheets: "never",
  },
  devToolbar: { enabled: false },
  integrations: [
    react(),
    {
      // client:interaction, for islands that need no script until they are used
      // (src/islands/directives/interaction.ts).
      name: "ridgeline:client-interaction",
      hooks: {
        "astro:config:setup": ({ addClientDirective }) => {
          addClientDirective({
            name: "interaction",
            entrypoint: fileURLToPath(
              new URL("./src/islands/directives/interaction.ts", import.meta.url),
            ),
          });
        },
      },
    },
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
