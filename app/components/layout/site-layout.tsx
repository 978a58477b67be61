import type * as React from "react";
import { useRef } from "react";
import { HelpBanner } from "./help-banner";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { SkipLink } from "./skip-link";
import { useExactFragmentJumps } from "./use-exact-fragment-jumps";
import { useFocusOnNavigation } from "./use-focus-on-navigation";

/** The chrome around every page, the error page included. */
export function SiteLayout({ children }: { children: React.ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  useExactFragmentJumps();
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <div className="flex min-h-dvh flex-col pt-header">
        <main ref={main} id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <HelpBanner />
        <SiteFooter />
      </div>
    </>
  );
}
