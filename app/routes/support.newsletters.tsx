import { PageHero } from "~/components/page-hero";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";

const page = pageFor("/support/newsletters");

export const meta = () => pageMeta("/support/newsletters");

export default function SupportNewslettersPage() {
  return <PageHero eyebrow="Support" heading={page.heading} lead={page.description} />;
}
