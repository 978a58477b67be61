import { site } from "~/content/site";
import { buttonClass } from "~/components/ui/button";
import { ArrowLink } from "~/components/ui/arrow-link";
import { Container } from "~/components/ui/container";
import type { HomeContent } from "~/content/schemas/home";
import { useMessages } from "~/i18n/react";
import { useHref } from "~/i18n/links";

/**
 * For existing customers: the support portal (a new tab) and the self-help pages. Its
 * button is a secondary one: the hero's is the page's one primary action.
 */
export function CustomerCorner({ customers }: { customers: HomeContent["customers"] }) {
  const href = useHref();
  const { opensInNewTab } = useMessages("common");
  return (
    <section
      aria-labelledby="customers-heading"
      className="border-t border-line bg-surface section-band"
    >
      <Container className="grid items-center gap-8 md:grid-cols-[1fr_auto]">
        <div>
          <h2 id="customers-heading" className="text-h2">
            {customers.heading}
          </h2>
          <p className="mt-3 max-w-measure text-muted">{customers.text}</p>
          <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2">
            {customers.links.map((link) => (
              <li key={link.to}>
                <ArrowLink href={href(link.to)}>{link.label}</ArrowLink>
              </li>
            ))}
          </ul>
        </div>
        {/* ExternalButtonLink's "(opens in a new tab)" is English only: the same link, in the page's language. */}
        <a
          href={site.externalUrls.supportPortal}
          target="_blank"
          rel="noopener"
          className={buttonClass({ variant: "secondary", size: "lg" })}
        >
          {customers.portalLabel}
          <span className="sr-only">{opensInNewTab}</span>
        </a>
      </Container>
    </section>
  );
}
