import type { ReactNode } from "react";
import type { z } from "zod";
import type { slaModule } from "~/content/schemas/services";
import { cn } from "~/lib/cn";

type Sla = z.infer<typeof slaModule>;

const captionClass = "mb-3 text-left text-h4 font-semibold text-navy-900";
const headClass = "bg-navy-900 px-3 py-3 text-left text-sm font-semibold text-white @lg:px-5";
const cellClass = "px-3 py-4 align-top @lg:px-5";

// The first severity is the most urgent: its mark is the warm accent, the others calmer.
const severityMarks = ["bg-accent-400", "bg-brand-500", "bg-subtle"] as const;

/** A real table in a rounded frame: its caption, its one row of column headers, its rows. */
function FramedTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: ReactNode;
  children: ReactNode;
}) {
  return (
    <table className="w-full border-separate border-spacing-0 overflow-hidden rounded-card border border-line text-left shadow-card">
      <caption className={captionClass}>{caption}</caption>
      <thead>
        <tr>{columns}</tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/**
 * Hosting's service levels: what the agreement commits to, then how fast we answer by
 * severity. Real tables (caption, column and row headers), each in a rounded frame
 * that scrolls sideways on its own if a long word ever outgrows a phone.
 */
export function SlaTables({ levels, response, note }: Pick<Sla, "levels" | "response" | "note">) {
  return (
    <div className="mt-8 flex flex-col gap-10">
      <FramedTable
        caption={levels.caption}
        columns={
          <>
            <th scope="col" className={cn(headClass, "w-1/3 @lg:w-2/5")}>
              {levels.commitmentColumn}
            </th>
            <th scope="col" className={headClass}>
              {levels.levelColumn}
            </th>
          </>
        }
      >
        {levels.rows.map((row, i) => (
          <tr key={row.commitment} className={cn(i % 2 === 1 && "bg-surface")}>
            <th
              scope="row"
              className={cn(
                cellClass,
                "font-semibold text-navy-900",
                i > 0 && "border-t border-line",
              )}
            >
              {row.commitment}
            </th>
            <td
              className={cn(
                cellClass,
                "text-sm text-muted @lg:text-base",
                i > 0 && "border-t border-line",
              )}
            >
              {row.level}
            </td>
          </tr>
        ))}
      </FramedTable>

      <FramedTable
        caption={response.caption}
        columns={
          <>
            <th scope="col" className={cn(headClass, "w-3/5 @lg:w-1/2")}>
              {response.severityColumn}
            </th>
            <th scope="col" className={headClass}>
              {response.responseColumn}
            </th>
            {/* On a phone the hours go under the response time, in its column: three
                columns left each a word or two a line. */}
            <th scope="col" className={cn(headClass, "hidden @lg:table-cell")}>
              {response.hoursColumn}
            </th>
          </>
        }
      >
        {response.rows.map((row, i) => {
          const line = i > 0 && "border-t border-line";
          return (
            <tr key={row.severity} className={cn(i % 2 === 1 && "bg-surface")}>
              <th scope="row" className={cn(cellClass, "font-normal", line)}>
                <span className="flex items-center gap-2 font-semibold text-navy-900">
                  <span
                    aria-hidden="true"
                    className={cn(
                      "size-2.5 shrink-0 rounded-full",
                      severityMarks[Math.min(i, severityMarks.length - 1)],
                    )}
                  />
                  {row.severity}
                </span>
                <span className="mt-1 block text-sm text-muted">{row.meaning}</span>
              </th>
              <td className={cn(cellClass, line)}>
                <span className="font-semibold text-brand-700">{row.response}</span>
                <span className="mt-1 block text-sm text-muted @lg:hidden">{row.hours}</span>
              </td>
              <td className={cn(cellClass, "hidden text-sm text-muted @lg:table-cell", line)}>
                {row.hours}
              </td>
            </tr>
          );
        })}
      </FramedTable>
      {note ? <p className="-mt-4 max-w-measure text-sm text-subtle">{note}</p> : null}
    </div>
  );
}
