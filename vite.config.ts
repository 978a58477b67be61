import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const siteUrl = (process.env.SITE_URL ?? "https://www.ridgeline.example").replace(/\/$/, "");
const mediaBaseUrl = (process.env.MEDIA_BASE_URL ?? "/media").replace(/\/$/, "");

/** The chunks every page evaluates while it hydrates. */
const startupChunks = new Set(["react", "router", "site", "root", "entry.client"]);

export default defineConfig({
  define: {
    __SITE_URL__: JSON.stringify(siteUrl),
    __MEDIA_BASE_URL__: JSON.stringify(mediaBaseUrl),
    __RELAY_URL__: JSON.stringify(process.env.RELAY_URL ?? "/v1/email"),
    __VITALS_URL__: JSON.stringify(process.env.VITALS_URL ?? ""),
    __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
  },
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: {
      "~content": fileURLToPath(new URL("./content", import.meta.url)),
      "~": fileURLToPath(new URL("./app", import.meta.url)),
    },
  },
  build: {
    assetsInlineLimit: 0,
    // Kept for scripts/postbuild.ts: each chunk's static imports order the boot's
    // module evaluation (decision 0007). Postbuild deletes it before publishing.
    manifest: true,
    rolldownOptions: {
      output: {
        // Chrome (136 and later) compiles every function of these chunks on the
        // thread that streams them in, instead of one at a time on the main thread
        // as hydration first calls them: the chunks every page runs at start-up.
        // Lazy chunks (the contact schemas, the image viewer) stay lazily compiled
        // (decision 0009).
        postBanner: (chunk) =>
          startupChunks.has(chunk.name) ? "//# allFunctionsCalledOnLoad" : "",
        // Fewer, larger chunks: left alone, every icon and small component
        // becomes its own ~200-byte file, and each request costs the phone
        // more than its bytes (decision 0007).
        codeSplitting: {
          groups: [
            // React and React Router apart, so the boot script can evaluate
            // each in a task of its own (decision 0007).
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 30,
            },
            {
              name: "router",
              test: /node_modules[\\/](react-router|turbo-stream|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            {
              name: "site",
              // Not the structured data: only the meta functions of the product,
              // service and software pages use it, so every other page would
              // load it for nothing.
              test: /node_modules[\\/](lucide-react|clsx)[\\/]|[\\/]app[\\/](components[\\/](layout|ui|sections)|lib)[\\/]|[\\/]content[\\/](?!structured-data\.)/,
              minShareCount: 2,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
