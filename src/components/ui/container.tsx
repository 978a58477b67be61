import type * as React from "react";
import { cn } from "~/lib/cn";

/** The content column: about 1200px with comfortable gutters. */
export function Container({ className, ...props }: React.ComponentProps<"div">) {
  return <div className={cn("mx-auto w-full max-w-content px-5 sm:px-8", className)} {...props} />;
}
