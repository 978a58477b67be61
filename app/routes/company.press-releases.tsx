import { PageHero } from "~/components/page-hero";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";

const page = pageFor("/company/press-releases");

export const meta = () => pageMeta("/company/press-releases");

export default function CompanyPressReleasesPage() {
  return <PageHero eyebrow="Company" heading={page.heading} lead={page.description} />;
}
