import { PageHero } from "~/components/page-hero";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";

const page = pageFor("/company/customer/succes-stories");

export const meta = () => pageMeta("/company/customer/succes-stories");

export default function CompanyCustomerSuccessStoriesPage() {
  return <PageHero eyebrow="Company" heading={page.heading} lead={page.description} />;
}
