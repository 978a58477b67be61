import { ExternalLink, Globe, Mail, Phone } from "lucide-react";
import { site } from "~content/site";
import type { SupportDesk } from "~/content/schemas/support-desk";
import { PhoneLink } from "~/components/ui/phone-link";
import type { Locale } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/react";
import { fillNodes } from "./fill-nodes";

/**
 * A time of day as Canadians write it: "08:00" → "8:00 a.m.", "18:00" → "6:00 p.m.";
 * in French, on the 24-hour clock with no-break spaces: "8 h", "18 h 30".
 */
export function formatClock(time: string, locale: Locale): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const minutes = String(m).padStart(2, "0");
  if (locale === "fr") return m === 0 ? `${h}\u00a0h` : `${h}\u00a0h\u00a0${minutes}`;
  const suffix = h < 12 ? "a.m." : "p.m.";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${minutes} ${suffix}`;
}

const cardClass = "flex flex-col rounded-card border border-line bg-white p-6 shadow-card";
const linkClass = "font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800";

/** The three ways to reach support: the phone desk first, then e-mail and the support site. */
export function SupportChannels({ desk }: { desk: SupportDesk }) {
  const locale = useLocale();
  const t = useMessages("support").contactSupport;
  const { opensInNewTab } = useMessages("common");
  const { phones, emails, externalUrls } = site;
  return (
    <div className="grid gap-6 lg:grid-cols-[1.4fr_1fr_1fr]">
      <section
        aria-labelledby="support-phone"
        className="flex flex-col rounded-card bg-navy-900 p-6 text-navy-100 shadow-card sm:p-8"
      >
        <Phone aria-hidden="true" className="size-7 text-accent-400" />
        <h2 id="support-phone" className="mt-4 text-h3 text-white">
          {t.callDesk}
        </h2>
        <p className="mt-3">
          <PhoneLink
            phone={phones.support}
            className="text-h2 font-semibold text-white underline-offset-4 hover:text-accent-300 hover:underline"
          />
        </p>
        <dl className="mt-5 flex flex-col gap-1 text-sm">
          {desk.hours.map((slot) => (
            <div key={slot.label} className="flex flex-wrap gap-x-2">
              <dt className="font-semibold text-white">{slot.label}</dt>
              <dd>
                {fillNodes(t.hours, {
                  opens: <time dateTime={slot.opens}>{formatClock(slot.opens, locale)}</time>,
                  closes: <time dateTime={slot.closes}>{formatClock(slot.closes, locale)}</time>,
                  zone: desk.timeZoneLabel,
                })}
              </dd>
            </div>
          ))}
        </dl>
        <p className="mt-4 text-sm">{desk.afterHours}</p>
      </section>

      <section aria-labelledby="support-email" className={cardClass}>
        <Mail aria-hidden="true" className="size-7 text-brand-600" />
        <h2 id="support-email" className="mt-4 text-h4">
          {t.email}
        </h2>
        <p className="mt-2 text-sm text-muted">{desk.emailNote}</p>
        <p className="mt-auto pt-4">
          <a href={`mailto:${emails.support}`} className={linkClass}>
            {emails.support}
          </a>
        </p>
      </section>

      <section aria-labelledby="support-site" className={cardClass}>
        <Globe aria-hidden="true" className="size-7 text-brand-600" />
        <h2 id="support-site" className="mt-4 text-h4">
          {t.supportSite}
        </h2>
        <p className="mt-2 text-sm text-muted">{desk.portalNote}</p>
        <p className="mt-auto pt-4">
          <a
            href={externalUrls.customerSupport}
            target="_blank"
            rel="noopener"
            className={`inline-flex items-center gap-1.5 ${linkClass}`}
          >
            {externalUrls.customerSupport.replace(/^https:\/\//, "")}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">{opensInNewTab}</span>
          </a>
        </p>
      </section>
    </div>
  );
}
