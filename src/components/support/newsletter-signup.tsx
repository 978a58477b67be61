import { Mail, Phone } from "lucide-react";
import { site } from "~/content/site";
import { PhoneLink } from "~/components/ui/phone-link";
import { useMessages } from "~/i18n/react";
import { fillNodes } from "~/i18n/fill-nodes";

/** Beside the newsletters: how to receive new issues, and who to ask about an article. */
export function NewsletterSignup() {
  const t = useMessages("support").newsletters;
  const subscribeHref = `mailto:${site.emails.support}?subject=${encodeURIComponent(t.signupSubject)}`;
  return (
    <section
      aria-labelledby="newsletter-signup"
      className="rounded-card bg-navy-900 p-6 text-navy-100"
    >
      <h2 id="newsletter-signup" className="text-h4 text-white">
        {t.signupHeading}
      </h2>
      <p className="mt-3 text-sm">{t.signupText}</p>
      <ul className="mt-3 flex flex-col gap-1 text-sm">
        <li className="flex items-center gap-3">
          <Mail aria-hidden="true" className="size-5 shrink-0 text-accent-400" />
          <a
            href={subscribeHref}
            className="inline-flex min-h-11 items-center font-semibold text-white underline underline-offset-4 hover:text-accent-300"
          >
            {site.emails.support}
          </a>
        </li>
        <li className="flex items-center gap-3">
          <Phone aria-hidden="true" className="size-5 shrink-0 text-accent-400" />
          <span>
            {fillNodes(t.questions, {
              phone: (
                <PhoneLink
                  phone={site.phones.support}
                  className="font-semibold text-white underline underline-offset-4 hover:text-accent-300"
                />
              ),
            })}
          </span>
        </li>
      </ul>
    </section>
  );
}
