import { PageHero } from "~/components/page-hero";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";

const page = pageFor("/company/customer/testimonal");

export const meta = () => pageMeta("/company/customer/testimonal");

export default function CompanyCustomerTestimonialsPage() {
  return <PageHero eyebrow="Company" heading={page.heading} lead={page.description} />;
}
