import { Phone } from "lucide-react";
import type * as React from "react";
import { site } from "~/content/site";
import { Container } from "~/components/ui/container";
import { PhoneLink } from "~/components/ui/phone-link";
import { fill } from "~/i18n/format";
import { phoneText } from "~/i18n/postal";
import { useLocale, useMessages } from "~/i18n/react";

type CtaBandProps = { id: string; heading: string; text: string; action: React.ReactNode };

/** The closing call to action of a software or service page: one action and the sales line. */
export function CtaBand({ id, heading, text, action }: CtaBandProps) {
  const phone = site.phones.main;
  const t = useMessages("software");
  const locale = useLocale();
  return (
    <section aria-labelledby={id} className="border-t border-brand-100 bg-brand-50">
      <Container className="grid items-center gap-8 py-14 md:grid-cols-[1fr_auto] md:py-16">
        <div>
          <h2 id={id} className="text-h2">
            {heading}
          </h2>
          <p className="mt-3 max-w-measure text-lead text-muted">{text}</p>
        </div>
        <div className="flex flex-col items-start gap-4">
          {action}
          <PhoneLink
            phone={phone}
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            <Phone aria-hidden="true" className="size-5" />
            {fill(t.orCall, { phone: phoneText(phone.display, locale) })}
          </PhoneLink>
        </div>
      </Container>
    </section>
  );
}
