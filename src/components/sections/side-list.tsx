import { ChevronRight } from "lucide-react";
import { useId } from "react";
import { navigation } from "~/content/navigation";
import { useLocale } from "~/i18n/react";
import { useHref } from "~/i18n/links";
import { cn } from "~/lib/cn";

/**
 * The 'Software and IT Support' box beside software, services and support pages.
 * The page being read (`currentPath`, its English path) is marked with aria-current="page".
 * Where the box is wide, the links run in two columns: the software, then the services.
 * Only beside the page, from 1024px: in a phone's single column it would come after the
 * page's sections, just above a footer that lists the same links, and the header's menu
 * holds them too. A page may show it on a narrower layout with `md:block`.
 */
export function SideList({ currentPath, className }: { currentPath: string; className?: string }) {
  const headingId = useId();
  const href = useHref();
  const { sideList } = navigation[useLocale()];
  return (
    // The same links on many pages: not words of this page for site search.
    <aside
      aria-labelledby={headingId}
      data-pagefind-ignore=""
      className={cn(
        "@container hidden rounded-card border border-line bg-surface p-6 lg:block",
        className,
      )}
    >
      <h2 id={headingId} className="text-h4">
        {sideList.title}
      </h2>
      <ul className="mt-4 gap-x-4 @xl:columns-2">
        {sideList.links.map((link) => (
          <li key={link.to} className="mb-1 break-inside-avoid last:mb-0">
            <a
              href={href(link.to)}
              aria-current={link.to === currentPath ? "page" : undefined}
              className={cn(
                "group flex min-h-11 items-center justify-between gap-3 rounded-control px-3 text-sm font-medium transition-colors",
                link.to === currentPath
                  ? "bg-brand-600 text-white"
                  : "text-navy-900 hover:bg-white hover:text-brand-700",
              )}
            >
              {link.label}
              <ChevronRight
                aria-hidden="true"
                className="size-4 shrink-0 opacity-60 transition-transform group-hover:translate-x-0.5"
              />
            </a>
          </li>
        ))}
      </ul>
    </aside>
  );
}
