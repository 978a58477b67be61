import type { Locale } from "~/i18n/locale";
import { Localized } from "~/i18n/localized";
import { useMessages } from "~/i18n/react";
import { useHref } from "~/i18n/links";
import { PageHero } from "~/components/page-hero";
import { CtaBand } from "~/components/software/cta-band";
import { heroImageSizes } from "~/components/software/media";
import { PageBody } from "~/components/software/page-body";
import { ButtonLink } from "~/components/ui/button";
import type { Service } from "~/content/schemas/services";
import { pictureImg, type Shown } from "~/lib/responsive-image";
import { ContactCard } from "./contact-card";
import { ServiceBlocks } from "./modules/service-blocks";

type ServicePageProps = { service: Shown<Service>; heading: string; path: string };

/**
 * Every service page: hero beside the service's picture, the content's sections and the
 * service's own module (service levels, recovery times, plans...) beside the side list,
 * then the call to action.
 */
function Body({ service, heading, path }: ServicePageProps) {
  const t = useMessages("services");
  const href = useHref();
  const picture = pictureImg(service.picture, heroImageSizes);
  return (
    <>
      <PageHero
        eyebrow={service.hero.eyebrow}
        heading={heading}
        lead={service.hero.lead}
        actions={
          <ButtonLink href={href("/contact")} size="lg">
            {t.talkToConsultant}
          </ButtonLink>
        }
        aside={
          // The heading and lead are the page's first paint; the picture loads with
          // them but does not compete for priority.
          <img
            {...picture}
            alt={picture.alt}
            loading="eager"
            decoding="async"
            className="w-full max-w-xl rounded-card border border-line shadow-card lg:max-w-none"
          />
        }
      />
      <PageBody currentPath={path} aside={<ContactCard askAbout={service.askAbout} />}>
        <ServiceBlocks blocks={service.sections} modules={service.modules} />
      </PageBody>
      <CtaBand
        id="service-cta"
        heading={service.cta.heading}
        text={service.cta.text}
        action={
          <ButtonLink href={href("/contact")} size="lg">
            {t.contactUs}
          </ButtonLink>
        }
      />
    </>
  );
}

/** The page in a language: its strings and links. */
export function ServicePage({ locale, ...props }: { locale: Locale } & ServicePageProps) {
  return (
    <Localized locale={locale}>
      <Body {...props} />
    </Localized>
  );
}
