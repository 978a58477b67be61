import { defineConfig } from "vitest/config";

// The nginx test needs a build, so `npm test` runs it after `npm run build`
// (`npm run test:nginx`), apart from the unit tests that run before it. It drives
// a real nginx and our server from Node: no Astro set-up needed.
export default defineConfig({
  test: {
    include: ["tests/nginx/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
