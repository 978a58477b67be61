import { PageHero } from "~/components/page-hero";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";

const page = pageFor("/software/sage-intact");

export const meta = () => pageMeta("/software/sage-intact");

export default function SoftwareSageIntactPage() {
  return <PageHero eyebrow="Sage software" heading={page.heading} lead={page.description} />;
}
