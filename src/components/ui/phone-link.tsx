import type * as React from "react";
import type { SiteConfig } from "~/content/schemas/site";
import { fillNodes } from "~/i18n/fill-nodes";
import { phoneText } from "~/i18n/postal";
import { useLocale } from "~/i18n/react";
import { cn } from "~/lib/cn";

export type PhoneNumber = SiteConfig["phones"]["main"];

/**
 * A phone number as a `tel:` link: dialled in E.164, shown as people read it in the
 * page's language ("613-555-0100", « 613 555-0100 »: src/i18n/postal.ts).
 * Children replace the shown number (an icon and the number, say). The number
 * never breaks across lines. With a `label` ("Call {phone}"), the label's words follow
 * the children and may wrap on a narrow phone; the number within it stays whole.
 */
export function PhoneLink({
  phone,
  className,
  label,
  children,
}: {
  phone: PhoneNumber;
  className?: string;
  /** Words around the number, "{phone}" where it goes: "Call {phone}". */
  label?: string;
  children?: React.ReactNode;
}) {
  const shown = phoneText(phone.display, useLocale());
  const number = <span className="whitespace-nowrap">{shown}</span>;
  return (
    <a href={`tel:${phone.e164}`} className={cn(!label && "whitespace-nowrap", className)}>
      {children ?? (label ? null : shown)}
      {label ? fillNodes(label, { phone: number }) : null}
    </a>
  );
}
