/**
 * The first step of `npm run build`: every content collection is read and checked
 * before anything is built, so a content mistake stops the build with a short list
 * of what to fix (file, field, what is wrong) instead of a prerender stack trace.
 *
 *   node --import tsx scripts/check-content.ts
 */
export {};

let check: typeof import("./lib/content-check");
try {
  // Importing the checks reads content/site.yaml: a mistake there is a content error too.
  check = await import("./lib/content-check");
} catch (error) {
  if (!(error instanceof Error) || error.name !== "ContentError") throw error;
  console.error(error.message);
  process.exit(1);
}
const { contentChecks, contentProblems, contentReport } = check;
const problems = contentProblems();
if (problems.length > 0) {
  console.error(contentReport(problems));
  process.exit(1);
}
console.log(`check-content: ${contentChecks.length} collections are valid`);
