import { PageHero } from "~/components/page-hero";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";

const page = pageFor("/company/about-us");

export const meta = () => pageMeta("/company/about-us");

export default function CompanyAboutUsPage() {
  return <PageHero eyebrow="Company" heading={page.heading} lead={page.description} />;
}
