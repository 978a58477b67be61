import { defineConfig } from "vitest/config";
import base from "./vitest.config.js";

// The nginx test needs a build, so `npm test` runs it after `npm run build`
// (`npm run test:nginx`), apart from the unit tests that run before it.
export default defineConfig({
  ...base,
  test: { ...base.test, include: ["tests/nginx/**/*.test.ts"] },
});
