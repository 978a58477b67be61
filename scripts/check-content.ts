/**
 * The first step of `npm run build`: every content collection is read and checked
 * before anything is built, so a content mistake stops the build with a short list
 * of what to fix (file, field, what is wrong) instead of a prerender stack trace.
 * The checks are imported here, not at the top: importing them compiles
 * content/site.ts, and a typing slip there should read as one, not as a stack trace.
 *
 *   node --import tsx scripts/check-content.ts
 */
import { describeUnreadableSource } from "./lib/source-error";

let check: typeof import("./lib/content-check");
try {
  check = await import("./lib/content-check");
} catch (error) {
  const message = describeUnreadableSource(error);
  if (message === null) throw error;
  console.error(message);
  process.exit(1);
}
const problems = check.contentProblems();
if (problems.length > 0) {
  console.error(check.contentReport(problems));
  process.exit(1);
}
console.log(`check-content: ${check.contentChecks.length} collections are valid`);
