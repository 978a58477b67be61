import { PageHero } from "~/components/page-hero";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";

const page = pageFor("/software/sage-crm");

export const meta = () => pageMeta("/software/sage-crm");

export default function SoftwareSageCrmPage() {
  return <PageHero eyebrow="Sage software" heading={page.heading} lead={page.description} />;
}
