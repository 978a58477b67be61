import type { ServiceModule } from "~/content/schemas/services";
import { Section, slugify } from "~/components/software/section";
import { MonthCalendar } from "./month-calendar";
import { PlanTiers } from "./plan-tiers";
import { ProjectPhases } from "./project-phases";
import { RecoveryTimeline } from "./recovery-timeline";
import { SlaTables } from "./sla-tables";

/** The module's anchor, made like every section's: from its heading. */
export function moduleId(module: ServiceModule): string {
  return slugify(module.heading);
}

/** The section only this service's page has, by its type, under its heading and intro. */
export function ServiceModuleView({
  module,
  className,
}: {
  module: ServiceModule;
  className?: string;
}) {
  const common = { id: moduleId(module), heading: module.heading, intro: module.intro, className };
  switch (module.type) {
    case "sla":
      return (
        <Section {...common}>
          <SlaTables {...module} />
        </Section>
      );
    case "recovery":
      return (
        <Section {...common}>
          <RecoveryTimeline {...module} />
        </Section>
      );
    case "plans":
      return (
        <Section {...common}>
          <PlanTiers {...module} />
        </Section>
      );
    case "month":
      return (
        <Section {...common}>
          <MonthCalendar {...module} />
        </Section>
      );
    case "project":
      return (
        <Section {...common}>
          <ProjectPhases {...module} />
        </Section>
      );
    default:
      // A new kind of module in the schema fails to compile here until it is drawn.
      return module satisfies never;
  }
}
