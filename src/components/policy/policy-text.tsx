import { Fragment, type ReactNode } from "react";
import { site } from "~/content/site";
import type { PolicySlot, PolicyText as Segments } from "~/content/schemas/policy-page";
import { PhoneLink } from "~/components/ui/phone-link";
import { fillNodes } from "~/i18n/fill-nodes";
import { useHref } from "~/i18n/links";
import { formatNumber } from "~/i18n/locale";
import { useLocale } from "~/i18n/react";

const linkClass = "font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800";

/** What each detail a statement names stands for, in the page's language, from content/site.yaml. */
function useDetails(): Record<PolicySlot, ReactNode> {
  const locale = useLocale();
  const { officer, retentionDays } = site.privacy;
  const mail = (address: string) => (
    <a href={`mailto:${address}`} className={linkClass}>
      {address}
    </a>
  );
  return {
    privacyOfficer: officer.title[locale],
    privacyEmail: mail(officer.email),
    retentionDays: formatNumber(retentionDays, locale),
    phone: <PhoneLink phone={site.phones.main} className={linkClass} />,
    tollFreePhone: <PhoneLink phone={site.phones.tollFree} className={linkClass} />,
    email: mail(site.emails.info),
  };
}

/**
 * A statement's text (src/content/schemas/policy-page.ts): its links to pages in the
 * page's language, and its {details} filled in, addresses and numbers as links.
 */
export function PolicyText({ segments }: { segments: Segments }) {
  const href = useHref();
  const details = useDetails();
  return segments.map((segment, i) =>
    segment.to ? (
      <a key={i} href={href(segment.to)} className={linkClass}>
        {segment.text}
      </a>
    ) : (
      <Fragment key={i}>{fillNodes(segment.text, details)}</Fragment>
    ),
  );
}
