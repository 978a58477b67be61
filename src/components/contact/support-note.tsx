import { LifeBuoy } from "lucide-react";
import { site } from "~/content/site";
import type { ContactContent } from "~/content/schemas/contact";
import { PhoneLink } from "~/components/ui/phone-link";

/** Sends technical support to the support desk rather than to sales. */
export function SupportNote({ support }: { support: ContactContent["support"] }) {
  const [beforeEmail = "", afterEmail = ""] = support.text.split("{supportEmail}");
  const [betweenEmailAndPhone = "", afterPhone = ""] = afterEmail.split("{supportPhone}");
  return (
    <aside
      aria-labelledby="support-note"
      className="rounded-card border border-line bg-surface p-7"
    >
      <LifeBuoy aria-hidden="true" className="size-7 text-brand-600" />
      <h2 id="support-note" className="mt-4 text-h3">
        {support.heading}
      </h2>
      <p className="mt-3 max-w-measure text-muted">
        {beforeEmail}
        <a
          href={`mailto:${site.emails.support}`}
          className="font-semibold text-brand-700 underline"
        >
          {site.emails.support}
        </a>
        {betweenEmailAndPhone}
        <PhoneLink phone={site.phones.support} className="font-semibold text-brand-700 underline" />
        {afterPhone}
      </p>
    </aside>
  );
}
