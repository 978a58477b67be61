import { MapPin, Phone } from "lucide-react";
import { site, siteAddress } from "~/content/site";
import { Logo } from "~/components/layout/logo";
import { AddressLines } from "~/components/ui/address-lines";
import { Container } from "~/components/ui/container";
import { PhoneLink } from "~/components/ui/phone-link";
import { useLocale, useMessages } from "~/i18n/react";

/** The contact page's top: phone, logo and address around the page's h1. */
export function ContactBanner({
  eyebrow,
  heading,
  lead,
}: {
  eyebrow: string;
  heading: string;
  lead: string;
}) {
  const t = useMessages("contact");
  const { phones } = site;
  const address = siteAddress(useLocale());
  return (
    <section className="border-b border-line bg-linear-to-b from-surface to-white">
      <Container className="grid gap-10 py-14 md:py-20 lg:grid-cols-[1.3fr_1fr] lg:items-center">
        <div>
          <p className="text-sm font-semibold tracking-[0.12em] text-brand-700 uppercase">
            {eyebrow}
          </p>
          <h1 className="mt-3 text-h1">{heading}</h1>
          <p className="mt-5 max-w-measure text-lead text-muted">{lead}</p>
        </div>
        <div className="rounded-card border border-line bg-white p-7 shadow-card">
          <Logo />
          <dl className="mt-6 flex flex-col gap-4 text-sm">
            <div className="flex gap-3">
              <dt>
                <Phone aria-hidden="true" className="size-5 text-brand-600" />
                <span className="sr-only">{t.phone}</span>
              </dt>
              <dd>
                <PhoneLink
                  phone={phones.main}
                  className="text-lead font-semibold text-navy-900 hover:text-brand-700"
                />
                <span className="block text-muted">
                  {t.tollFree}{" "}
                  <PhoneLink
                    phone={phones.tollFree}
                    className="underline underline-offset-4 hover:text-brand-700"
                  />
                </span>
              </dd>
            </div>
            <div className="flex gap-3">
              <dt>
                <MapPin aria-hidden="true" className="size-5 text-brand-600" />
                <span className="sr-only">{t.address}</span>
              </dt>
              <dd className="text-ink">
                <AddressLines address={address} />
              </dd>
            </div>
          </dl>
        </div>
      </Container>
    </section>
  );
}
