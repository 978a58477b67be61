import { pageIn } from "~/content/pages";
import type { Service, ServiceSlug } from "~/content/schemas/services";
import { fileIn } from "~/content/entries";
import { serviceJsonLd } from "~/content/structured-data";
import { ServicePage } from "~/components/services/service-page";
import type { Locale } from "~/i18n/locale";
import type { CanonicalPath } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";
import { withPictures, type Shown } from "~/lib/responsive-image";
import type { PageModule } from "./page-module";

/** A service page (hosting, managed services, disaster recovery, client care, network). */
export function servicePage(slug: ServiceSlug): PageModule<Shown<Service>> {
  const path = `/services/${slug}` satisfies CanonicalPath;
  return {
    load: async (locale: Locale) =>
      withPictures(await fileIn("services", "services", slug, locale)),
    head: (locale, service) => pageMeta(path, locale, serviceJsonLd(service, path, locale)),
    Body: ({ locale, data }) => (
      <ServicePage
        locale={locale}
        service={data}
        heading={pageIn(path, locale).heading}
        path={path}
      />
    ),
  };
}
