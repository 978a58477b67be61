import { ExternalLink, Globe, Mail, Phone } from "lucide-react";
import { site } from "~/content/site";
import type { SupportDesk } from "~/content/schemas/support-desk";
import { PhoneLink } from "~/components/ui/phone-link";
import type { Locale } from "~/i18n/locale";
import { useLocale, useMessages } from "~/i18n/react";
import { fillNodes } from "~/i18n/fill-nodes";

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

const cardClass =
  "flex flex-col rounded-card border border-line bg-white p-6 shadow-card sm:flex-row sm:gap-5";
// A link alone on its line: a 44px target, as tall as a button.
const linkClass =
  "inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800";

/**
 * The three ways to reach support: the phone desk first, across the row, with its hours
 * beside the after-hours line; then e-mail and the support site, side by side under it on
 * wider screens, each card as tall as its text.
 */
export function SupportChannels({ desk }: { desk: SupportDesk }) {
  const locale = useLocale();
  const t = useMessages("support").contactSupport;
  const { opensInNewTab } = useMessages("common");
  const { phones, emails, externalUrls } = site;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <section
        aria-labelledby="support-phone"
        className="rounded-card bg-navy-900 p-6 text-navy-100 shadow-card sm:p-8 md:col-span-2 md:grid md:grid-cols-2 md:items-center md:gap-x-10"
      >
        <div>
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
          <dl className="mt-5 flex flex-col gap-1">
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
        </div>
        <p className="mt-6 border-t border-white/15 pt-5 md:mt-0 md:border-t-0 md:border-l md:py-2 md:pl-10">
          {desk.afterHours}
        </p>
      </section>

      <section aria-labelledby="support-email" className={cardClass}>
        <Mail aria-hidden="true" className="size-7 shrink-0 text-brand-600" />
        <div className="mt-4 flex flex-1 flex-col sm:mt-0">
          <h2 id="support-email" className="text-h4">
            {t.email}
          </h2>
          <p className="mt-2 text-muted">{desk.emailNote}</p>
          <p className="mt-auto pt-2">
            <a href={`mailto:${emails.support}`} className={linkClass}>
              {emails.support}
            </a>
          </p>
        </div>
      </section>

      <section aria-labelledby="support-site" className={cardClass}>
        <Globe aria-hidden="true" className="size-7 shrink-0 text-brand-600" />
        <div className="mt-4 flex flex-1 flex-col sm:mt-0">
          <h2 id="support-site" className="text-h4">
            {t.supportSite}
          </h2>
          <p className="mt-2 text-muted">{desk.portalNote}</p>
          <p className="mt-auto pt-2">
            <a
              href={externalUrls.customerSupport}
              target="_blank"
              rel="noopener"
              className={`gap-1.5 ${linkClass}`}
            >
              {externalUrls.customerSupport.replace(/^https:\/\//, "")}
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">{opensInNewTab}</span>
            </a>
          </p>
        </div>
      </section>
    </div>
  );
}
