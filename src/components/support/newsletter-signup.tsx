import { Mail, Phone } from "lucide-react";
import { site } from "~content/site";
import { PhoneLink } from "~/components/ui/phone-link";

const subscribeHref = `mailto:${site.emails.support}?subject=${encodeURIComponent("Newsletter subscription")}`;

/** Beside the newsletters: how to receive new issues, and who to ask about an article. */
export function NewsletterSignup() {
  return (
    <section
      aria-labelledby="newsletter-signup"
      className="rounded-card bg-navy-900 p-6 text-navy-100"
    >
      <h2 id="newsletter-signup" className="text-h4 text-white">
        Get each issue by e-mail
      </h2>
      <p className="mt-3 text-sm">
        We send each new issue to customers with a support plan. To join the list, or to change the
        address we send it to, e-mail the support desk.
      </p>
      <ul className="mt-5 flex flex-col gap-3 text-sm">
        <li className="flex items-center gap-3">
          <Mail aria-hidden="true" className="size-5 shrink-0 text-accent-400" />
          <a
            href={subscribeHref}
            className="font-semibold text-white underline underline-offset-4 hover:text-accent-300"
          >
            {site.emails.support}
          </a>
        </li>
        <li className="flex items-center gap-3">
          <Phone aria-hidden="true" className="size-5 shrink-0 text-accent-400" />
          <span>
            Questions about an article? Call{" "}
            <PhoneLink
              phone={site.phones.support}
              className="font-semibold text-white underline underline-offset-4 hover:text-accent-300"
            />
          </span>
        </li>
      </ul>
    </section>
  );
}
