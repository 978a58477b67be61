import { PageHero } from "~/components/page-hero";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";

const page = pageFor("/software/sage100");

export const meta = () => pageMeta("/software/sage100");

export default function SoftwareSage100Page() {
  return <PageHero eyebrow="Sage software" heading={page.heading} lead={page.description} />;
}
