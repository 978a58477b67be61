import type { Locale } from "~/i18n/locale";

const isoDuration = /^PT(?=\d)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/;

const nbsp = "\u00a0";

/**
 * An ISO 8601 duration as the page's language writes it. English: as a player shows
 * it, "PT2M10S" → "2:10", "PT1H5M" → "1:05:00". French: with the OQLF's unit symbols,
 * « 2 min 10 s », « 1 h 5 min », since « 3:05 » reads as a time of day in French text.
 */
export function formatDuration(iso: string, locale: Locale = "en"): string {
  const match = isoDuration.exec(iso);
  if (!match) throw new Error(`Not an ISO 8601 duration: ${iso}`);
  const [hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
  ];
  const total = hours * 3600 + minutes * 60 + seconds;
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (locale === "fr") {
    const parts = [
      h ? `${h}${nbsp}h` : "",
      m ? `${m}${nbsp}min` : "",
      s || total === 0 ? `${s}${nbsp}s` : "",
    ];
    return parts.filter(Boolean).join(nbsp);
  }
  const ss = String(s).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}
