import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import type { Locale } from "~/i18n/locale";
import { dictionaries } from "~/i18n/messages";
import { errorPage, pageIn } from "~/content/pages";

/**
 * The error page (src/pages/500.astro): what our server sends, with status 500,
 * when something fails on its side; the site's layout around it, and a way home.
 */
export function ErrorPage({ locale }: { locale: Locale }) {
  const t = dictionaries[locale].errors;
  return (
    <Container className="py-24">
      <p className="text-sm font-semibold tracking-[0.12em] text-brand-700 uppercase">
        {t.errorEyebrow}
      </p>
      <h1 className="mt-3 text-h1">{errorPage[locale].heading}</h1>
      <p className="mt-4 max-w-measure text-lead text-muted">{t.errorLead}</p>
      <ButtonLink href={pageIn("/", locale).path} className="mt-8">
        {t.backHome}
      </ButtonLink>
    </Container>
  );
}
