import { PageHero } from "~/components/page-hero";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";

const page = pageFor("/contact");

export const meta = () => pageMeta("/contact");

export default function ContactPage() {
  return <PageHero eyebrow="Contact" heading={page.heading} lead={page.description} />;
}
