import { Fragment } from "react";
import type * as React from "react";
import type { SiteConfig } from "~/content/schemas/site";
import { fillNodes } from "~/i18n/fill-nodes";
import { phoneText } from "~/i18n/postal";
import { useLocale } from "~/i18n/react";
import { cn } from "~/lib/cn";
import { keepWordsWhole } from "./button";

export type PhoneNumber = SiteConfig["phones"]["main"];

/**
 * A phone number as a `tel:` link: dialled in E.164, shown as people read it in the
 * page's language ("613-555-0100", « 613 555-0100 »: src/i18n/postal.ts).
 * Children replace the shown number (an icon and the number, say). The number
 * never breaks across lines. With a `label` ("Call {phone}"), the label's words follow
 * the children and may wrap between them on a narrow phone, never within one; the
 * number stays whole.
 */
export function PhoneLink({
  phone,
  className,
  label,
  wordsClassName,
  children,
}: {
  phone: PhoneNumber;
  className?: string;
  /** Words around the number, "{phone}" where it goes: "Call {phone}". */
  label?: string;
  /**
   * The label's words apart from the number: "max-sm:sr-only" leaves them to screen
   * readers on a phone, where the icon and the number say it in less room.
   */
  wordsClassName?: string;
  children?: React.ReactNode;
}) {
  const shown = phoneText(phone.display, useLocale());
  const number = <span className="whitespace-nowrap">{shown}</span>;
  const words = (part: React.ReactNode, index: number) => {
    if (typeof part !== "string") return part;
    return wordsClassName ? (
      <span key={index} className={wordsClassName}>
        {keepWordsWhole(part)}
      </span>
    ) : (
      <Fragment key={index}>{keepWordsWhole(part)}</Fragment>
    );
  };
  return (
    <a href={`tel:${phone.e164}`} className={cn(!label && "whitespace-nowrap", className)}>
      {children ?? (label ? null : shown)}
      {/* One piece: in a flex button, the words and the number apart would each
          take the button's gap around them. */}
      {label ? <span>{fillNodes(label, { phone: number }).map(words)}</span> : null}
    </a>
  );
}
