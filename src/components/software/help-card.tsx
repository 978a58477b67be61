import { ButtonLink } from "~/components/ui/button";
import { useMessages } from "~/i18n/react";
import { useHref } from "~/i18n/links";

type HelpCardProps = { heading: string; text: string };

/**
 * The last tile of the product grid: for visitors who want advice before choosing. The
 * phone is the footer's, so that the page gives its contact details once.
 */
export function HelpCard({ heading, text }: HelpCardProps) {
  const href = useHref();
  const t = useMessages("software");
  return (
    <li className="flex flex-col justify-center rounded-card bg-navy-900 p-8 text-white shadow-card">
      <h3 className="text-h3 text-white">{heading}</h3>
      <p className="mt-3 text-navy-100">{text}</p>
      <div className="mt-6">
        <ButtonLink href={href("/contact")} variant="inverse">
          {t.talkToConsultant}
        </ButtonLink>
      </div>
    </li>
  );
}
