import { Search } from "lucide-react";
import type * as React from "react";
import { cn } from "~/lib/cn";

/**
 * A text field with the magnifier inside it: the site search's and the video
 * library's filter. Every input attribute passes through (a ref too).
 */
export function SearchField({ className, ...props }: React.ComponentProps<"input">) {
  return (
    <div className={cn("relative", className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-subtle"
      />
      <input
        {...props}
        className="min-h-12 w-full rounded-control border border-line-strong bg-white py-2 pr-4 pl-11 text-base text-ink placeholder:text-subtle focus:border-brand-600"
      />
    </div>
  );
}
