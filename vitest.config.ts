import { availableParallelism } from "node:os";
import { getViteConfig } from "astro/config";

// Unit and integration tests run in Astro's own Vite set-up (its aliases, build-time
// constants and renderers), so a test can render a page entry with Astro's
// container API exactly as the build does.
export default getViteConfig({
  test: {
    include: [
      "src/**/*.test.{ts,tsx}",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tests/unit/**/*.test.{ts,tsx}",
      "tests/relay/**/*.test.ts",
      "tests/editor/**/*.test.ts",
    ],
    environment: "node",
    // Every core: Vitest's default leaves one free, which on a 2-core machine runs the
    // files one at a time (134 s there, against 84 s on both cores).
    maxWorkers: availableParallelism(),
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
