import type { z } from "zod";
import type { Cadence, monthModule } from "~/content/schemas/services";
import { languageTag, type Locale } from "~/i18n/locale";
import { useLocale } from "~/i18n/react";
import { cn } from "~/lib/cn";

type Month = z.infer<typeof monthModule>;

/**
 * How each cadence is marked, in the calendar and beside its work in the list. Work that
 * does not happen every month has no mark in the month: a dashed outline in the list.
 */
const marks: Record<Cadence, string | undefined> = {
  daily: "bg-brand-200",
  weekly: "bg-brand-600",
  monthly: "bg-accent-400",
  quarterly: undefined,
  onRequest: undefined,
};

// The drawn month: four weeks from a Monday. Weekly work is marked on the Wednesdays,
// the monthly report on the first day: an illustration of the rhythm, not a schedule.
const weeks = 4;
const weeklyDay = 2;

/** Monday to Sunday, short, in the page's language ("lun.", "Mon"). */
function weekdays(locale: Locale): string[] {
  const format = new Intl.DateTimeFormat(languageTag[locale], {
    weekday: "short",
    timeZone: "UTC",
  });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => format.format(Date.UTC(2024, 0, 1 + i)));
}

function cadencesOn(week: number, day: number, shown: ReadonlySet<Cadence>): Cadence[] {
  const on: Cadence[] = [];
  if (shown.has("daily")) on.push("daily");
  if (shown.has("weekly") && day === weeklyDay) on.push("weekly");
  if (shown.has("monthly") && week === 0 && day === 0) on.push("monthly");
  return on;
}

/**
 * A managed-services month: the recurring work listed by how often it happens (the
 * text), beside a drawn month whose days carry the same marks as the list (the
 * picture, hidden from screen readers since the list says it all).
 */
export function MonthCalendar({
  calendarTitle,
  rhythms,
}: Pick<Month, "calendarTitle" | "rhythms">) {
  const locale = useLocale();
  const shown = new Set(rhythms.map((rhythm) => rhythm.cadence));
  const days = weekdays(locale);
  return (
    <div className="mt-8 grid gap-8 @2xl:grid-cols-2 @2xl:items-start">
      <figure
        aria-hidden="true"
        className="rounded-card border border-line bg-white p-4 shadow-card sm:p-5"
      >
        <figcaption className="text-sm font-semibold text-navy-900">{calendarTitle}</figcaption>
        <div className="mt-3 grid grid-cols-7 gap-1 text-center text-xs">
          {days.map((day) => (
            <span key={day} className="pb-1 font-semibold text-subtle">
              {day}
            </span>
          ))}
          {Array.from({ length: weeks * 7 }, (_, i) => {
            const week = Math.floor(i / 7);
            const day = i % 7;
            const weekend = day >= 5;
            return (
              <span
                key={i}
                className={cn(
                  "flex h-11 flex-col justify-between rounded-control border p-1 text-left",
                  weekend ? "border-transparent bg-surface" : "border-line bg-white",
                )}
              >
                <span className="text-xs leading-none text-subtle">{i + 1}</span>
                <span className="flex flex-col gap-0.5">
                  {cadencesOn(week, day, shown)
                    .reverse()
                    .map((cadence) => (
                      <span key={cadence} className={cn("h-1.5 rounded-full", marks[cadence])} />
                    ))}
                </span>
              </span>
            );
          })}
        </div>
      </figure>

      <dl className="flex flex-col gap-6">
        {rhythms.map((rhythm) => {
          const mark = marks[rhythm.cadence];
          return (
            // A list's group holds its term and definitions only: the mark sits in the term.
            <div key={rhythm.cadence} className="relative pl-9">
              <dt className="font-semibold text-navy-900">
                <span
                  aria-hidden="true"
                  className={cn(
                    "absolute top-1.5 left-0 h-3 w-6 rounded-full",
                    mark ?? "border-2 border-dashed border-subtle",
                  )}
                />
                {rhythm.label}
              </dt>
              {rhythm.items.map((item) => (
                <dd key={item} className="mt-1.5 text-sm text-muted">
                  {item}
                </dd>
              ))}
            </div>
          );
        })}
      </dl>
    </div>
  );
}
