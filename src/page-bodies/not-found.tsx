import type { Locale } from "~/i18n/locale";
import { isGroup, navigation, type MenuItem } from "~/content/navigation";
import { useLocale, useMessages } from "~/i18n/react";
import { useHref } from "~/i18n/links";
import { site } from "~/content/site";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { notFoundPage } from "~/content/pages";
import { notFoundMeta } from "~/lib/seo";
import { PhoneLink } from "~/components/ui/phone-link";

/** The page reads no content of its own. */
export const load = () => undefined;

export const head = (locale: Locale) => notFoundMeta(locale);

function links(items: readonly MenuItem[]): { label: string; to: string }[] {
  return items.flatMap((item) => (isGroup(item) ? links(item.items) : [item]));
}

/** Rendered for every unknown path; prerendered at /404 and served with status 404. */
function Body() {
  const locale = useLocale();
  const t = useMessages("errors");
  const href = useHref();
  return (
    <Container className="py-20">
      <p className="text-sm font-semibold tracking-[0.12em] text-brand-700 uppercase">
        {t.notFoundEyebrow}
      </p>
      <h1 className="mt-3 text-h1">{notFoundPage[locale].heading}</h1>
      <p className="mt-4 max-w-measure text-lead text-muted">
        {t.notFoundLead}{" "}
        <PhoneLink phone={site.phones.main} className="font-medium text-brand-700 underline" />.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        <ButtonLink href={href("/")} size="lg">
          {t.goHome}
        </ButtonLink>
        <ButtonLink href={href("/contact")} size="lg" variant="secondary">
          {t.contactUs}
        </ButtonLink>
      </div>
      <nav aria-label={t.siteSections} className="mt-14 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {navigation[locale].mainMenu.map((group) => (
          <div key={group.label}>
            <h2 className="text-h4">{group.label}</h2>
            <ul className="mt-3 flex flex-col gap-1">
              {links(group.items).map((link) => (
                <li key={link.to}>
                  <a
                    href={href(link.to)}
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

export default Body;
