import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import { site } from "~content/site";
import { ExternalButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import type { HomeContent } from "~/content/schemas/home";

/** For existing customers: the support portal (a new tab) and the self-help pages. */
export function CustomerCorner({ customers }: { customers: HomeContent["customers"] }) {
  return (
    <section
      aria-labelledby="customers-heading"
      className="border-t border-line bg-surface py-16 render-when-visible"
    >
      <Container className="grid items-center gap-8 md:grid-cols-[1fr_auto]">
        <div>
          <h2 id="customers-heading" className="text-h2">
            {customers.heading}
          </h2>
          <p className="mt-3 max-w-prose text-muted">{customers.text}</p>
          <ul className="mt-5 flex flex-wrap gap-x-6 gap-y-2">
            {customers.links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 hover:underline"
                >
                  {link.label}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
        </div>
        <ExternalButtonLink href={site.externalUrls.supportPortal} size="lg">
          {customers.portalLabel}
        </ExternalButtonLink>
      </Container>
    </section>
  );
}
