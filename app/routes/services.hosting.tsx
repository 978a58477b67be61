import { PageHero } from "~/components/page-hero";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";

const page = pageFor("/services/hosting");

export const meta = () => pageMeta("/services/hosting");

export default function ServicesHostingPage() {
  return <PageHero eyebrow="IT services" heading={page.heading} lead={page.description} />;
}
