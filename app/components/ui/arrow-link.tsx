import { ArrowRight } from "lucide-react";
import { Link, type LinkProps } from "react-router";
import { cn } from "~/lib/cn";

/** A "label →" text link in brand blue, at least 44px tall for touch. */
export function ArrowLink({ className, children, ...props }: LinkProps) {
  return (
    <Link
      className={cn(
        "inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline",
        className,
      )}
      {...props}
    >
      {children}
      <ArrowRight aria-hidden="true" className="size-4" />
    </Link>
  );
}
