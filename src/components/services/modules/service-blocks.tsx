import type { PageBlock } from "~/content/schemas/page-blocks";
import type { ServiceModule } from "~/content/schemas/services";
import { blockId, firstSectionCount, PageBlockView } from "~/components/software/page-blocks";
import { pageGrid } from "~/components/software/page-body";
import { SectionNav } from "~/components/software/section-nav";
import type { Shown } from "~/lib/responsive-image";
import { cn } from "~/lib/cn";
import { moduleId, ServiceModuleView } from "./service-module";

/**
 * How many sections open the page before the module: up to the first text section,
 * which says what the service is (the first section alone if none is text).
 */
export function openingCount(blocks: readonly PageBlock[]): number {
  const prose = blocks.findIndex((block) => block.type === "prose");
  return prose === -1 ? 1 : prose + 1;
}

/**
 * A service page's sections on the page body's grid (see PageBody), like PageBlocks,
 * with the service's own modules: the opening text, then the module, beside the side
 * column (together they run about its height, the contact card and side list
 * included); the other sections across the page. Without a module, the sections sit
 * as on every other page.
 */
export function ServiceBlocks({
  blocks,
  modules = [],
}: {
  blocks: readonly Shown<PageBlock>[];
  modules?: readonly ServiceModule[] | undefined;
}) {
  const first = modules.length > 0 ? openingCount(blocks) : firstSectionCount(blocks, true);
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
        {modules.map((module) => (
          <ServiceModuleView key={moduleId(module)} module={module} />
        ))}
      </div>
      {rest.map((block) => (
        <PageBlockView key={blockId(block)} block={block} className={pageGrid.across} />
      ))}
    </>
  );
}
