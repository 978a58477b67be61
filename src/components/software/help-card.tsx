import { Phone } from "lucide-react";
import { site } from "~/content/site";
import { ButtonLink } from "~/components/ui/button";
import { PhoneLink } from "~/components/ui/phone-link";
import { phoneText } from "~/i18n/postal";
import { useLocale, useMessages } from "~/i18n/react";
import { useHref } from "~/i18n/links";

type HelpCardProps = { heading: string; text: string };

/** The last tile of the product grid: for visitors who want advice before choosing. */
export function HelpCard({ heading, text }: HelpCardProps) {
  const phone = site.phones.main;
  const href = useHref();
  const t = useMessages("software");
  const locale = useLocale();
  return (
    <li className="flex flex-col justify-center rounded-card bg-navy-900 p-8 text-white shadow-card">
      <h3 className="text-h3 text-white">{heading}</h3>
      <p className="mt-3 text-navy-100">{text}</p>
      <div className="mt-6 flex flex-col items-start gap-3">
        <ButtonLink href={href("/contact")} variant="inverse">
          {t.talkToConsultant}
        </ButtonLink>
        <PhoneLink
          phone={phone}
          className="inline-flex min-h-11 items-center gap-2 font-semibold text-white underline-offset-4 hover:text-accent-300 hover:underline"
        >
          <Phone aria-hidden="true" className="size-5 text-accent-400" />
          {phoneText(phone.display, locale)}
        </PhoneLink>
      </div>
    </li>
  );
}
