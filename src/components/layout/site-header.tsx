import { site } from "~content/site";
import { navigation } from "~content/navigation";
import { fill } from "~/i18n/format";
import { languageTag, otherLocale, type Locale } from "~/i18n/locale";
import { Localized } from "~/i18n/localized";
import { useHref, useLocale, useMessages } from "~/i18n/react";
import { ButtonLink } from "~/components/ui/button";
import { DesktopNav } from "./desktop-nav";
import { Logo } from "./logo";
import { MobileNav } from "./mobile-nav";

type HeaderProps = {
  locale: Locale;
  /** The page's English path, marked in the menus; none on the 404 and error pages. */
  currentPath?: string;
  /** The same page in the other language, where the switcher leads. */
  alternatePath: string;
};

/**
 * Fixed, 100px, white, with a shadow. Both menus render; CSS picks one at 891px.
 * The language switcher leads to this page's twin, never to the other home page.
 */
export function SiteHeader({ locale, ...props }: HeaderProps) {
  return (
    <Localized locale={locale}>
      <Header {...props} />
    </Localized>
  );
}

function Header({ currentPath, alternatePath }: Omit<HeaderProps, "locale">) {
  const locale = useLocale();
  const t = useMessages("layout");
  const href = useHref();
  const { mainMenu, contactLink } = navigation[locale];
  const other = otherLocale(locale);
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-header bg-white shadow-header">
      <div className="relative mx-auto flex h-full max-w-[90rem] items-center justify-between gap-3 px-4 max-[25rem]:gap-2 max-[22.5rem]:px-3 sm:px-8 nav:px-6 xl:px-8">
        {/* Named in one piece: an sr-only ", home" after the wordmark's block read as
            "Ridgeline Business Systems , home". */}
        <a
          href={href("/")}
          aria-label={fill(t.homeLink, { site: site.name })}
          className="rounded-control"
        >
          <Logo fitNarrow />
        </a>
        <DesktopNav menu={mainMenu} currentPath={currentPath} />
        <div className="flex items-center gap-2">
          <a
            href={alternatePath}
            hrefLang={languageTag[other]}
            lang={languageTag[other]}
            className="inline-flex min-h-11 items-center rounded-control px-2 text-sm font-semibold text-navy-900 underline-offset-4 hover:text-brand-700 hover:underline"
          >
            {t.languageSwitch}
          </a>
          <ButtonLink href={href(contactLink.to)} size="sm" className="uppercase">
            {contactLink.label}
          </ButtonLink>
          <MobileNav menu={mainMenu} currentPath={currentPath} />
        </div>
      </div>
    </header>
  );
}
