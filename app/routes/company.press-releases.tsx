import { dividedItem } from "~/lib/cn";
import { pressReleasesJsonLd } from "~/components/company/json-ld";
import { PressReleaseArticle } from "~/components/company/press-release-article";
import { PressYearIndex } from "~/components/company/press-year-index";
import { PageHero } from "~/components/page-hero";
import { Container } from "~/components/ui/container";
import { loadPressReleases } from "~/content/press-releases.server";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/company.press-releases";

const page = pageFor("/company/press-releases");

const longDate = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta("/company/press-releases", loaderData ? [pressReleasesJsonLd(loaderData.releases)] : []);

export async function loader() {
  const releases = loadPressReleases().map(({ slug, heading, date, image, imageAlt, html }) => ({
    slug,
    heading,
    date,
    dateLabel: longDate.format(new Date(`${date}T00:00:00Z`)),
    image,
    imageAlt,
    html,
  }));
  return { releases };
}

export default function CompanyPressReleasesPage({ loaderData }: Route.ComponentProps) {
  const { releases } = loaderData;
  return (
    <>
      <PageHero eyebrow="Company" heading={page.heading} lead={page.description} />
      <Container className="py-12 md:py-16">
        <PressYearIndex releases={releases} />
        <div className="mt-6">
          {releases.map((release, i) => (
            <PressReleaseArticle
              key={release.slug}
              release={release}
              eagerImage={i === 0}
              className={dividedItem}
            />
          ))}
        </div>
      </Container>
    </>
  );
}
