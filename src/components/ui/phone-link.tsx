import type * as React from "react";
import type { SiteConfig } from "~/content/schemas/site";
import { fillNodes } from "~/i18n/fill-nodes";
import { cn } from "~/lib/cn";

export type PhoneNumber = SiteConfig["phones"]["main"];

/**
 * A phone number as a `tel:` link: dialled in E.164, shown as people read it.
 * Children replace the shown number (an icon and "613-555-0100", say). The number
 * never breaks across lines. With a `label` ("Call {phone}"), the label's words follow
 * the children and may wrap on a narrow phone; the number within it stays whole.
 */
export function PhoneLink({
  phone,
  className,
  label,
  children = label ? null : phone.display,
}: {
  phone: PhoneNumber;
  className?: string;
  /** Words around the number, "{phone}" where it goes: "Call {phone}". */
  label?: string;
  children?: React.ReactNode;
}) {
  const number = <span className="whitespace-nowrap">{phone.display}</span>;
  return (
    <a href={`tel:${phone.e164}`} className={cn(!label && "whitespace-nowrap", className)}>
      {children}
      {label ? fillNodes(label, { phone: number }) : null}
    </a>
  );
}
