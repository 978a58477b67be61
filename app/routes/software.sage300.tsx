import { ZoomableImage, type PreviewImage } from "~/components/image-preview/zoomable-image";
import { PageHero } from "~/components/page-hero";
import { Container } from "~/components/ui/container";
import { mediaUrl } from "~/lib/media";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";

const page = pageFor("/software/sage300");

export const meta = () => pageMeta("/software/sage300");

// The image preview's test bed on this branch only: the Sage 300 page itself is
// built on the software branch, which replaces this file.
const screens: readonly PreviewImage[] = [
  ["sample-1", "Ledger overview: a bar chart of monthly totals beside a list of accounts"],
  ["sample-2", "Cash flow trend: three summary tiles above a rising line chart"],
  ["sample-3", "Inventory by warehouse: a ring chart beside a list of stock levels"],
].map(([name, alt]) => ({
  src: mediaUrl(`preview/${name}.webp`),
  srcSet: `${mediaUrl(`preview/${name}-600.webp`)} 600w, ${mediaUrl(`preview/${name}.webp`)} 1200w`,
  sizes: "(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw",
  width: 1200,
  height: 800,
  alt: alt!,
}));

export default function SoftwareSage300Page() {
  return (
    <>
      <PageHero eyebrow="Sage software" heading={page.heading} lead={page.description} />
      <Container className="py-16">
        <h2 className="text-h2">Sample screens</h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {screens.map((screen) => (
            <li key={screen.src}>
              <ZoomableImage image={screen} group={screens} className="w-full shadow-card" />
            </li>
          ))}
        </ul>
      </Container>
    </>
  );
}
