import { PageHero } from "~/components/page-hero";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";

const page = pageFor("/support/training-videos");

export const meta = () => pageMeta("/support/training-videos");

export default function SupportTrainingVideosPage() {
  return <PageHero eyebrow="Support" heading={page.heading} lead={page.description} />;
}
