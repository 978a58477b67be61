import type * as React from "react";
import type { SiteConfig } from "~/content/schemas/site";

export type PhoneNumber = SiteConfig["phones"]["main"];

/**
 * A phone number as a `tel:` link: dialled in E.164, shown as people read it.
 * Children replace the shown number ("Call 613-555-0100", with an icon, say).
 * The base stylesheet keeps every phone link on one line.
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
  return (
    <a href={`tel:${phone.e164}`} className={className}>
      {children}
    </a>
  );
}
