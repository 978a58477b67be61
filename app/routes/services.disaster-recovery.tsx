import { PageHero } from "~/components/page-hero";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";

const page = pageFor("/services/disaster-recovery");

export const meta = () => pageMeta("/services/disaster-recovery");

export default function ServicesDisasterRecoveryPage() {
  return <PageHero eyebrow="IT services" heading={page.heading} lead={page.description} />;
}
