import { PageHero } from "~/components/page-hero";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";

const page = pageFor("/software/sage300");

export const meta = () => pageMeta("/software/sage300");

export default function SoftwareSage300Page() {
  return <PageHero eyebrow="Sage software" heading={page.heading} lead={page.description} />;
}
