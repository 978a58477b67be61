import type { Locale } from "~/i18n/locale";
import { useMessages } from "~/i18n/react";
import { useHref, usePage } from "~/i18n/links";
import { PageHero } from "~/components/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { pageMeta } from "~/lib/seo";

/** The page reads no content of its own. */
export const load = () => undefined;

export const head = (locale: Locale) => pageMeta("/contact/thank-you", locale);

/** Where the contact form lands after a plain (JavaScript-off) form post. */
function Body() {
  const page = usePage("/contact/thank-you");
  const t = useMessages("contact");
  const href = useHref();
  return (
    <PageHero
      eyebrow={t.thankYouEyebrow}
      heading={page.heading}
      lead={page.description}
      actions={
        <>
          <ButtonLink href={href("/")} size="lg">
            {t.backHome}
          </ButtonLink>
          <ButtonLink href={href("/software")} size="lg" variant="secondary">
            {t.exploreSoftware}
          </ButtonLink>
        </>
      }
    />
  );
}

export default Body;
