/**
 * The site search's records that are not pages (each training video and newsletter
 * issue), written by the build for scripts/search-index.ts, which indexes them and
 * removes this file.
 */
import { entryIn } from "~/content/entries";
import { locales } from "~/i18n/locale";
import { newsletterRecords, videoRecords } from "~/lib/search-records";

export async function GET() {
  const records = await Promise.all(
    locales.map(async (locale) => [
      ...videoRecords(locale, await entryIn("trainingVideos", locale)),
      ...newsletterRecords(locale, await entryIn("newsletters", locale)),
    ]),
  );
  return Response.json(records.flat());
}
