import { formatDate, type Locale } from "~/i18n/locale";
import { Localized } from "~/i18n/localized";
import { useMessages, usePage } from "~/i18n/react";
import { dividedItem } from "~/lib/cn";
import { pressReleasesJsonLd } from "~/components/company/json-ld";
import { PressReleaseArticle } from "~/components/company/press-release-article";
import { PressYearIndex } from "~/components/company/press-year-index";
import { PageHero } from "~/components/page-hero";
import { Container } from "~/components/ui/container";
import { loadPressReleases } from "~/content/press-releases.server";
import { pageMeta } from "~/lib/seo";

/**
 * Releases laid out in the first frame: the first two (on screen, or nearly, at load).
 * The rest, 35 of 37 at launch and about two thirds of the page's text, wait until
 * they near the viewport, which cut the first frame's layout by about a third on a
 * phone (decision 0007). The last ones always render: they sit above the navy footer,
 * and axe reads a skipped block's colours at positions that can fall below it.
 */
const SHOWN_AT_ONCE = 2;
const FOOTER_NEIGHBOURS = 2;

export const head = (locale: Locale, data: PageData) =>
  pageMeta("/company/press-releases", locale, [pressReleasesJsonLd(data.releases, locale)]);

export function load(locale: Locale) {
  const releases = loadPressReleases(locale).map(
    ({ slug, heading, date, image, imageAlt, html }) => ({
      slug,
      heading,
      date,
      dateLabel: formatDate(date, locale),
      image,
      imageAlt,
      html,
    }),
  );
  return { releases };
}

export type PageData = ReturnType<typeof load>;

function Body({ data }: { data: PageData }) {
  const page = usePage("/company/press-releases");
  const t = useMessages("company");
  const { releases } = data;
  return (
    <>
      <PageHero eyebrow={t.eyebrow} heading={page.heading} lead={page.description} />
      <Container className="py-12 md:py-16">
        <PressYearIndex releases={releases} />
        <div className="mt-6">
          {releases.map((release, i) => (
            <PressReleaseArticle
              key={release.slug}
              release={release}
              eagerImage={i === 0}
              renderWhenVisible={i >= SHOWN_AT_ONCE && i < releases.length - FOOTER_NEIGHBOURS}
              className={dividedItem}
            />
          ))}
        </div>
      </Container>
    </>
  );
}

/** The page in a language: its strings, links and content. */
export default function CompanyPressReleasesPage({
  locale,
  ...props
}: { locale: Locale } & Parameters<typeof Body>[0]) {
  return (
    <Localized locale={locale}>
      <Body {...props} />
    </Localized>
  );
}
