import { PageHero } from "~/components/page-hero";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";

const page = pageFor("/support/contact-support");

export const meta = () => pageMeta("/support/contact-support");

export default function SupportContactSupportPage() {
  return <PageHero eyebrow="Support" heading={page.heading} lead={page.description} />;
}
