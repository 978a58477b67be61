import { FileCheck } from "lucide-react";
import type { z } from "zod";
import type { projectModule } from "~/content/schemas/services";

type Project = z.infer<typeof projectModule>;

/**
 * A network project's phases: an ordered list, numbered by the browser. Where the
 * section is wide they run left to right on one line joined by a rule, the way a
 * project plan reads; on a phone, one under the other. Each phase ends with what the
 * client receives from it, set apart so the deliverables read as a list of their own.
 * Side by side, each phase spans the list's three rows (title, text, deliverable) as a
 * subgrid, so that titles, texts and deliverables line up across the phases.
 */
export function ProjectPhases({
  phases,
  deliverableLabel,
}: Pick<Project, "phases" | "deliverableLabel">) {
  return (
    <ol className="mt-8 grid gap-8 [counter-reset:phase] @2xl:auto-cols-fr @2xl:grid-flow-col @2xl:grid-rows-[auto_auto_auto] @2xl:gap-x-5 @2xl:gap-y-0">
      {phases.map((phase) => (
        <li
          key={phase.title}
          className="relative flex flex-col pl-14 [counter-increment:phase] before:absolute before:top-0 before:left-0 before:z-10 before:flex before:size-10 before:items-center before:justify-center before:rounded-full before:bg-navy-900 before:font-semibold before:text-white before:ring-4 before:ring-white before:content-[counter(phase)] after:absolute after:top-12 after:-bottom-6 after:left-5 after:w-0.5 after:-translate-x-1/2 after:bg-line-strong last:after:hidden @2xl:row-span-3 @2xl:grid @2xl:grid-rows-subgrid @2xl:pt-14 @2xl:pl-0 @2xl:after:top-5 @2xl:after:right-[-1.25rem] @2xl:after:bottom-auto @2xl:after:left-12 @2xl:after:h-0.5 @2xl:after:w-auto @2xl:after:translate-x-0"
        >
          <h3 className="pt-2 text-h4 @2xl:pt-0">{phase.title}</h3>
          <p className="mt-2 text-sm text-muted">{phase.text}</p>
          <div className="mt-4 rounded-control border-l-4 border-accent-400 bg-surface px-3 py-3 text-sm">
            <p className="flex items-center gap-2 font-semibold text-navy-900">
              <FileCheck aria-hidden="true" className="size-4 shrink-0 text-navy-700" />
              {deliverableLabel}
            </p>
            <p className="mt-1 text-muted">{phase.deliverable}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
