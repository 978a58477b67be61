import { PageHero } from "~/components/page-hero";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";

const page = pageFor("/services/client-care");

export const meta = () => pageMeta("/services/client-care");

export default function ServicesClientCarePage() {
  return <PageHero eyebrow="IT services" heading={page.heading} lead={page.description} />;
}
