import type * as React from "react";
import { SideList } from "~/components/sections/side-list";
import { Container } from "~/components/ui/container";
import { cn } from "~/lib/cn";

type PageBodyProps = {
  /** The page's sections: a <PageBlocks>, which places them on this grid. */
  children: React.ReactNode;
  /** Shown above the side list (a contact card). */
  aside?: React.ReactNode;
  /** The page's path, marked in the side list. */
  currentPath: string;
};

/**
 * Where the parts of a software or service page sit, from 1024px: the page's list of
 * its sections at the top of a side column, the first sections beside it, then the
 * side column's card and the 'Software and IT Support' list under that list, and every
 * later section across the whole width, where a figure, a table of modules or a stats
 * band has room. The side column sits beside content, so no column stands empty down a
 * long page. Below 1024px everything is one column in reading order: the section list,
 * the sections, the card, the side list, each across the row. The grid's rows are `auto` (the section list)
 * and `1fr` (the rest of the side column); the first sections span both.
 */
export const pageGrid = {
  body: "grid gap-16 md:gap-20 lg:grid-cols-[minmax(0,1fr)_18rem] lg:grid-rows-[auto_1fr] lg:gap-x-12 lg:gap-y-8 xl:grid-cols-[minmax(0,1fr)_20rem] xl:gap-x-16",
  sectionList: "lg:col-start-2 lg:row-start-1",
  firstSections: "lg:col-start-1 lg:row-span-2 lg:row-start-1",
  side: "lg:col-start-2 lg:row-start-2",
  // The grid's row gap is the side column's; the sections across add their own.
  across: "lg:col-span-full lg:mt-12",
} as const;

/**
 * The body of software and service pages: the sections (a <PageBlocks>) and the side
 * column, on the grid above.
 */
export function PageBody({ children, aside, currentPath }: PageBodyProps) {
  return (
    <Container className={cn("py-16 md:py-20", pageGrid.body)}>
      {children}
      <div
        // A desktop column only: below 1024px the card and the side list are hidden
        // (decision 0020), and an empty row would leave a gap before the closing band.
        className={cn("grid content-start gap-8 max-lg:hidden", pageGrid.side)}
      >
        {aside}
        <SideList currentPath={currentPath} />
      </div>
    </Container>
  );
}
