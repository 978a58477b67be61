/**
 * Writes the subset Inter (scripts/lib/inter-subset.ts) to src/styles/fonts. The
 * result is committed, like the placeholder media; a unit test fails when it is
 * stale. Run after upgrading @fontsource-variable/inter or changing the subset:
 *
 *   npm run font
 */
import { writeFileSync } from "node:fs";
import { buildInterSubset, INTER_SUBSET_PATH } from "./lib/inter-subset";

const bytes = await buildInterSubset();
writeFileSync(INTER_SUBSET_PATH, bytes);
console.log(`font: wrote ${INTER_SUBSET_PATH} (${(bytes.length / 1024).toFixed(1)} KB)`);
