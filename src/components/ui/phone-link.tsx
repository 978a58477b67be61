import type * as React from "react";
import type { SiteConfig } from "~/content/schemas/site";
import { cn } from "~/lib/cn";

export type PhoneNumber = SiteConfig["phones"]["main"];

/**
 * A phone number as a `tel:` link: dialled in E.164, shown as people read it.
 * Children replace the shown number ("Call 613-555-0100", with an icon, say).
 * Never wraps: the class also tells html-validate's tel-non-breaking rule so.
 */
export function PhoneLink({
  phone,
  className,
  children = phone.display,
}: {
  phone: PhoneNumber;
  className?: string;
  children?: React.ReactNode;
}) {
  // Button classes already carry it; a class twice is an HTML validation error.
  const nowrap = className?.split(/\s+/).includes("whitespace-nowrap")
    ? undefined
    : "whitespace-nowrap";
  return (
    <a href={`tel:${phone.e164}`} className={cn(nowrap, className)}>
      {children}
    </a>
  );
}
