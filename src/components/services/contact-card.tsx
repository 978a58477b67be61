import { Mail, Phone } from "lucide-react";
import { site } from "~/content/site";
import { fill } from "~/i18n/format";
import { phoneText } from "~/i18n/postal";
import { useLocale, useMessages } from "~/i18n/react";
import { PhoneLink } from "~/components/ui/phone-link";

/**
 * Beside a service page's sections, from 1024px: who to call or write to about it. In a
 * phone's single column it would land after the sections, a contact block just above the
 * closing call to action and the footer's phone, so it is left out there.
 */
export function ContactCard({ askAbout }: { askAbout: string }) {
  const t = useMessages("services");
  const locale = useLocale();
  const { phones, emails } = site;
  return (
    <div className="hidden rounded-card bg-navy-900 p-6 text-white lg:block">
      <p className="font-semibold text-white">{t.contactCardHeading}</p>
      <p className="mt-2 text-sm text-navy-100">{fill(t.askAbout, { askAbout })}</p>
      <ul className="mt-4 flex flex-col gap-2 text-sm">
        <li>
          <PhoneLink
            phone={phones.main}
            className="inline-flex min-h-11 items-center gap-2 underline-offset-4 hover:text-accent-300 hover:underline"
          >
            <Phone aria-hidden="true" className="size-5 text-accent-400" />
            {phoneText(phones.main.display, locale)}
          </PhoneLink>
        </li>
        <li>
          <a
            href={`mailto:${emails.sales}`}
            className="inline-flex min-h-11 items-center gap-2 break-all underline-offset-4 hover:text-accent-300 hover:underline"
          >
            <Mail aria-hidden="true" className="size-5 shrink-0 text-accent-400" />
            {emails.sales}
          </a>
        </li>
      </ul>
    </div>
  );
}
