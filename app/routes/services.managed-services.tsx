import { PageHero } from "~/components/page-hero";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";

const page = pageFor("/services/managed-services");

export const meta = () => pageMeta("/services/managed-services");

export default function ServicesManagedServicesPage() {
  return <PageHero eyebrow="IT services" heading={page.heading} lead={page.description} />;
}
