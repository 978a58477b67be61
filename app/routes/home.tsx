import { PageHero } from "~/components/page-hero";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";

const page = pageFor("/");

export const meta = () => pageMeta("/");

export default function HomePage() {
  return (
    <PageHero eyebrow="Ridgeline Business Systems" heading={page.heading} lead={page.description} />
  );
}
