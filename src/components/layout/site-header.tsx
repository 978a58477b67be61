import { site } from "~/content/site";
import { navigation } from "~/content/navigation";
import { fill } from "~/i18n/format";
import { languageTag, otherLocale, type Locale } from "~/i18n/locale";
import { Localized } from "~/i18n/localized";
import { useLocale, useMessages } from "~/i18n/react";
import { useHref } from "~/i18n/links";
import { Globe, Search } from "lucide-react";
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
 * Fixed, 100px, white, with a shadow. Both menus render; CSS picks one at 891px. Their
 * words, and the contact button's, are in sentence case as navigation.yaml writes them.
 * The language switcher leads to this page's twin, never to the other home page.
 */
export function SiteHeader({ locale, ...props }: HeaderProps) {
  return (
    <Localized locale={locale}>
      <Header {...props} />
    </Localized>
  );
}

/**
 * The link to this page in the other language, named in that language. Where the
 * bar is tight (891-1279px) it shows the language's code ("FR"), which its name
 * ("Français") contains, so a voice user can say either.
 */
function LanguageSwitch({
  href,
  locale,
  label,
  code,
  icon,
  className,
}: {
  href: string;
  locale: Locale;
  label: string;
  code?: string;
  icon?: React.ReactNode;
  className: string;
}) {
  return (
    <a href={href} hrefLang={languageTag[locale]} lang={languageTag[locale]} className={className}>
      {icon}
      {code ? (
        <>
          <span aria-hidden="true" className="hidden nav:inline xl:hidden">
            {code}
          </span>
          <span className="nav:max-xl:sr-only">{label}</span>
        </>
      ) : (
        label
      )}
    </a>
  );
}

function Header({ currentPath, alternatePath }: Omit<HeaderProps, "locale">) {
  const locale = useLocale();
  const t = useMessages("layout");
  const href = useHref();
  const { mainMenu, contactLink, phoneMenu } = navigation[locale];
  const other = otherLocale(locale);
  return (
    <header className="fixed inset-x-0 top-0 z-40 h-header bg-white shadow-header">
      <div className="relative mx-auto flex h-full max-w-[90rem] items-center justify-between gap-3 px-4 max-[25rem]:gap-2 max-[22.5rem]:px-3 sm:px-8 nav:px-4 xl:px-8">
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
        <div className="flex items-center gap-2 max-[25rem]:gap-1">
          {/* A link to the search page; with script, it opens the search dialog there
              and then (src/scripts/search-launcher.ts), as the / key does. */}
          <a
            href={href("/search")}
            data-search-open=""
            aria-haspopup="dialog"
            aria-keyshortcuts="/"
            className="inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-control px-2 text-sm font-semibold text-navy-900 hover:text-brand-700 max-[22.5rem]:min-w-10 max-[22.5rem]:px-1 nav:max-xl:px-1"
          >
            <Search aria-hidden="true" className="size-5" />
            <span className="max-xl:sr-only">{t.search}</span>
          </a>
          {/* On a phone the bar has no room: the switcher is in the menu sheet there (and
              from 640px in both). */}
          <LanguageSwitch
            href={alternatePath}
            locale={other}
            label={t.languageSwitch}
            code={t.languageCode}
            className="inline-flex min-h-11 items-center rounded-control px-2 text-sm font-semibold text-navy-900 underline-offset-4 hover:text-brand-700 hover:underline max-sm:hidden nav:max-xl:px-1"
          />
          <ButtonLink href={href(contactLink.to)} size="menu">
            {contactLink.label}
          </ButtonLink>
          <MobileNav
            menu={mainMenu}
            currentPath={currentPath}
            words={phoneMenu}
            contactLink={contactLink}
            searchHref={href("/search")}
          >
            <LanguageSwitch
              href={alternatePath}
              locale={other}
              label={t.languageSwitch}
              icon={<Globe aria-hidden="true" className="size-5 text-muted" />}
              className="mt-2 flex min-h-12 items-center gap-2 text-base font-semibold text-navy-900 hover:text-brand-700"
            />
          </MobileNav>
        </div>
      </div>
    </header>
  );
}
