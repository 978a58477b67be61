import { PageHero } from "~/components/page-hero";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";

const page = pageFor("/company/awards");

export const meta = () => pageMeta("/company/awards");

export default function CompanyAwardsPage() {
  return <PageHero eyebrow="Company" heading={page.heading} lead={page.description} />;
}
