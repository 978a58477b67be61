import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit and integration tests. Kept apart from vite.config.ts so the React Router
// plugin (which expects to own the build) does not load in tests.
export default defineConfig({
  define: {
    __SITE_URL__: JSON.stringify("https://www.ridgeline.example"),
    __MEDIA_BASE_URL__: JSON.stringify("/media"),
    __RELAY_URL__: JSON.stringify("/v1/email"),
    __VITALS_URL__: JSON.stringify(""),
  },
  resolve: {
    alias: {
      "~content": fileURLToPath(new URL("./content", import.meta.url)),
      "~": fileURLToPath(new URL("./app", import.meta.url)),
    },
  },
  test: {
    include: [
      "src/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/unit/**/*.test.{ts,tsx}",
      "tests/relay/**/*.test.ts",
    ],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
