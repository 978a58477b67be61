import { Link, useLocation } from "react-router";
import { sideList } from "~content/navigation";
import { cn } from "~/lib/cn";

/**
 * Stand-in for the side-list branch's SideList, with the same props, so the
 * software pages typecheck and render before the merge. The lead replaces this
 * file with the real component.
 */
export function SideList({ className }: { className?: string }) {
  const { pathname } = useLocation();
  return (
    <aside
      aria-labelledby="side-list-title"
      className={cn("rounded-card border border-line p-6", className)}
    >
      <h2 id="side-list-title" className="text-h4">
        {sideList.title}
      </h2>
      <ul className="mt-3">
        {sideList.links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              aria-current={pathname === link.to ? "page" : undefined}
              className="inline-flex min-h-11 items-center text-brand-700 hover:underline aria-[current=page]:font-semibold aria-[current=page]:text-navy-900"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </aside>
  );
}
