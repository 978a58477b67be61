import { PageHero } from "~/components/page-hero";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";

const page = pageFor("/company/offices");

export const meta = () => pageMeta("/company/offices");

export default function CompanyOfficesPage() {
  return <PageHero eyebrow="Company" heading={page.heading} lead={page.description} />;
}
