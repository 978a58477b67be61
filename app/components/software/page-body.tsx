import type * as React from "react";
import { SideList } from "~/components/sections/side-list";
import { Container } from "~/components/ui/container";

type PageBodyProps = {
  children: React.ReactNode;
  /** Shown above the side list (a product screenshot, a contact card). */
  aside?: React.ReactNode;
};

/**
 * The two-column body of software and service pages: sections on the left, the
 * 'Software and IT Support' side list on the right (below the sections on phones).
 */
export function PageBody({ children, aside }: PageBodyProps) {
  return (
    <Container className="grid gap-16 py-16 md:py-20 lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-12 xl:grid-cols-[minmax(0,1fr)_20rem] xl:gap-16">
      <div className="min-w-0">{children}</div>
      <div className="grid gap-8 md:grid-cols-2 md:items-start lg:sticky lg:top-[calc(var(--spacing-header)+2rem)] lg:grid-cols-1 lg:self-start">
        {aside}
        <SideList />
      </div>
    </Container>
  );
}
