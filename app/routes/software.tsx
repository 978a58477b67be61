import { PageHero } from "~/components/page-hero";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";

const page = pageFor("/software");

export const meta = () => pageMeta("/software");

export default function SoftwarePage() {
  return <PageHero eyebrow="Sage software" heading={page.heading} lead={page.description} />;
}
