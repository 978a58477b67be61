import type { PageBlock } from "~/content/schemas/page-blocks";
import type { ServiceModule } from "~/content/schemas/services";
import { blockId, firstSectionCount, PageBlockView } from "~/components/software/page-blocks";
import { pageGrid } from "~/components/software/page-body";
import { SectionNav } from "~/components/software/section-nav";
import type { Shown } from "~/lib/responsive-image";
import { cn } from "~/lib/cn";
import { moduleId, ServiceModuleView } from "./service-module";

/**
 * A service page's sections on the page body's grid (see PageBody), like PageBlocks,
 * with the service's own modules: the opening sections beside the side column, as on
 * every other page, then the modules across the page, where a table, a timeline or
 * three plans have room, then the other sections.
 */
export function ServiceBlocks({
  blocks,
  modules = [],
}: {
  blocks: readonly Shown<PageBlock>[];
  modules?: readonly ServiceModule[] | undefined;
}) {
  const first = firstSectionCount(blocks, true);
  const opening = blocks.slice(0, first);
  const rest = blocks.slice(first);
  const links = (list: readonly PageBlock[]) =>
    list.map((block) => ({ id: blockId(block), heading: block.heading }));
  return (
    <>
      <SectionNav
        sections={[
          ...links(opening),
          ...modules.map((module) => ({ id: moduleId(module), heading: module.heading })),
          ...links(rest),
        ]}
        className={pageGrid.sectionList}
      />
      <div className={cn("flex flex-col gap-16 md:gap-20", pageGrid.firstSections)}>
        {opening.map((block) => (
          <PageBlockView key={blockId(block)} block={block} />
        ))}
      </div>
      {modules.map((module) => (
        <div key={moduleId(module)} className={pageGrid.across}>
          <ServiceModuleView module={module} />
        </div>
      ))}
      {rest.map((block) => (
        <PageBlockView key={blockId(block)} block={block} className={pageGrid.across} />
      ))}
    </>
  );
}
