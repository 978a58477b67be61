import type * as React from "react";
import type { SiteConfig } from "~/content/schemas/site";
import { cn } from "~/lib/cn";

export type PhoneNumber = SiteConfig["phones"]["main"];

/**
 * A phone number as a `tel:` link: dialled in E.164, shown as people read it.
 * Children replace the shown number ("Call 613-555-0100", with an icon, say).
 * Never wraps, but for a button (its class wraps below 640px): there, the label's
 * words may take two lines on a narrow phone and the children keep the number whole.
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
  const classes = className?.split(/\s+/) ?? [];
  const nowrap =
    classes.includes("whitespace-nowrap") || classes.includes("sm:whitespace-nowrap")
      ? undefined
      : "whitespace-nowrap";
  return (
    <a href={`tel:${phone.e164}`} className={cn(nowrap, className)}>
      {children}
    </a>
  );
}
