import { PageHero } from "~/components/page-hero";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";

const page = pageFor("/services/network");

export const meta = () => pageMeta("/services/network");

export default function ServicesNetworkPage() {
  return <PageHero eyebrow="IT services" heading={page.heading} lead={page.description} />;
}
