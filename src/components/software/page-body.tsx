import type * as React from "react";
import { SideList } from "~/components/sections/side-list";
import { Container } from "~/components/ui/container";
import { cn } from "~/lib/cn";

type PageBodyProps = {
  children: React.ReactNode;
  /** Shown above the side list (a product screenshot, a contact card). */
  aside?: React.ReactNode;
  /** The page's path, marked in the side list. */
  currentPath: string;
};

/**
 * The side column: beside the sections from 1024px, where it stays in view as the page
 * scrolls; when it is taller than the window it scrolls on its own, so that Tab never
 * moves the focus below the window's edge where no scrolling could reach it. The
 * padding keeps its cards' shadows inside that scrolling box. Under the sections on
 * smaller screens; add `md:grid-cols-2` where it has two parts, to set them side by
 * side from 768 to 1023px.
 */
export const sideColumnClass =
  "grid gap-8 md:items-start lg:sticky lg:top-[calc(var(--spacing-header)+1.25rem)] lg:-m-3 lg:max-h-[calc(100dvh-var(--spacing-header)-1.25rem)] lg:grid-cols-1 lg:self-start lg:overflow-y-auto lg:p-3";

/**
 * The two-column body of software and service pages: sections on the left, the
 * 'Software and IT Support' side list on the right (below the sections on phones).
 */
export function PageBody({ children, aside, currentPath }: PageBodyProps) {
  return (
    <Container className="grid gap-16 py-16 md:py-20 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-12 xl:grid-cols-[minmax(0,1fr)_20rem] xl:gap-16">
      <div className="min-w-0">{children}</div>
      <div className={cn(sideColumnClass, aside && "md:grid-cols-2")}>
        {aside}
        <SideList currentPath={currentPath} />
      </div>
    </Container>
  );
}
