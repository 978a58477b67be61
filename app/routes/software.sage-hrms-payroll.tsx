import { PageHero } from "~/components/page-hero";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";

const page = pageFor("/software/sage-hrms-payroll");

export const meta = () => pageMeta("/software/sage-hrms-payroll");

export default function SoftwareSageHrmsPayrollPage() {
  return <PageHero eyebrow="Sage software" heading={page.heading} lead={page.description} />;
}
