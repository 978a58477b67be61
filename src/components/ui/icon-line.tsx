import type { LucideIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "~/lib/cn";

/** A line of contact detail (address, phone) led by its icon, aligned with the first text line. */
export function IconLine({
  icon: Icon,
  iconClassName,
  children,
}: {
  icon: LucideIcon;
  /** The icon's colour, as a text-* class. */
  iconClassName: string;
  children: React.ReactNode;
}) {
  return (
    <p className="flex gap-3">
      <Icon aria-hidden="true" className={cn("mt-0.5 size-5 shrink-0", iconClassName)} />
      {children}
    </p>
  );
}
