import type { Duration } from "~/content/schemas/services";
import { languageTag, type Locale } from "~/i18n/locale";

/** "15 minutes", "4 heures", "1 day": a duration in words, as the language writes it. */
export function formatDuration({ value, unit }: Duration, locale: Locale): string {
  return new Intl.NumberFormat(languageTag[locale], {
    style: "unit",
    unit,
    unitDisplay: "long",
  }).format(value);
}

const minutesPer: Record<Duration["unit"], number> = { minute: 1, hour: 60, day: 1440 };

export function minutesOf({ value, unit }: Duration): number {
  return value * minutesPer[unit];
}

/**
 * A bar's length, as a share (0-1) of the longest of `all`, on a logarithmic scale:
 * fifteen minutes and three days both stay visible and in order on one drawing. A bar
 * never shrinks below `floor`, so even the shortest reads as a bar.
 */
export function barShare(duration: Duration, all: readonly Duration[], floor = 0.08): number {
  const longest = Math.max(...all.map(minutesOf));
  // log(1 + m) keeps one minute above zero.
  const share = Math.log1p(minutesOf(duration)) / Math.log1p(longest);
  return Math.min(1, Math.max(floor, share));
}
