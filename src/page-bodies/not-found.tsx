import { mainMenu, isGroup, type MenuItem } from "~content/navigation";
import { site } from "~content/site";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { notFoundPage } from "~/lib/route-table";
import { notFoundMeta } from "~/lib/seo";
import { PhoneLink } from "~/components/ui/phone-link";

export const head = () => notFoundMeta();

function links(items: readonly MenuItem[]): { label: string; to: string }[] {
  return items.flatMap((item) => (isGroup(item) ? links(item.items) : [item]));
}

/** Rendered for every unknown path; prerendered at /404 and served with status 404. */
export default function NotFoundPage() {
  return (
    <Container className="py-20">
      <p className="text-sm font-semibold tracking-[0.12em] text-brand-700 uppercase">Error 404</p>
      <h1 className="mt-3 text-h1">{notFoundPage.heading}</h1>
      <p className="mt-4 max-w-prose text-lead text-muted">
        The address may be mistyped, or the page may have moved. Every page of the site is one click
        away below, or call us on{" "}
        <PhoneLink phone={site.phones.main} className="font-medium text-brand-700 underline" />.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink href="/" size="lg">
          Go to the home page
        </ButtonLink>
        <ButtonLink href="/contact" size="lg" variant="secondary">
          Contact us
        </ButtonLink>
      </div>
      <nav aria-label="Site sections" className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {mainMenu.map((group) => (
          <div key={group.label}>
            <h2 className="text-h4">{group.label}</h2>
            <ul className="mt-3 flex flex-col gap-1">
              {links(group.items).map((link) => (
                <li key={link.to}>
                  <a
                    href={link.to}
                    className="inline-flex min-h-9 items-center text-brand-700 underline-offset-4 hover:underline"
                  >
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </Container>
  );
}
