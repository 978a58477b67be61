import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const siteUrl = (process.env.SITE_URL ?? "https://www.ridgeline.example").replace(/\/$/, "");
const mediaBaseUrl = (process.env.MEDIA_BASE_URL ?? "/media").replace(/\/$/, "");

export default defineConfig({
  define: {
    __SITE_URL__: JSON.stringify(siteUrl),
    __MEDIA_BASE_URL__: JSON.stringify(mediaBaseUrl),
    __RELAY_URL__: JSON.stringify(process.env.RELAY_URL ?? "/v1/email"),
    __VITALS_URL__: JSON.stringify(process.env.VITALS_URL ?? ""),
  },
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~content": fileURLToPath(new URL("./content", import.meta.url)),
      "~": fileURLToPath(new URL("./app", import.meta.url)),
    },
  },
  build: { assetsInlineLimit: 0 },
});
