import { site } from "~content/site";
import { contactLink, mainMenu } from "~content/navigation";
import { ButtonLink } from "~/components/ui/button";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";

/** Fixed, 100px, white, with a shadow. Both menus render; CSS picks one at 891px. */
export function SiteHeader({ currentPath }: { currentPath?: string }) {
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-header bg-white shadow-header">
      <div className="relative mx-auto flex h-full max-w-[90rem] items-center justify-between gap-3 px-4 max-[25rem]:gap-2 max-[22.5rem]:px-3 sm:px-8 nav:px-6 xl:px-8">
        {/* Named in one piece: an sr-only ", home" after the wordmark's block read as
            "Ridgeline Business Systems , home". */}
        <a href="/" aria-label={`${site.name}, home`} className="rounded-control">
          <Logo fitNarrow />
        </a>
        <DesktopNav menu={mainMenu} currentPath={currentPath} />
        <div className="flex items-center gap-2">
          <ButtonLink href={contactLink.to} size="sm" className="uppercase">
            {contactLink.label}
          </ButtonLink>
          <MobileNav menu={mainMenu} currentPath={currentPath} />
        </div>
      </div>
    </header>
  );
}
