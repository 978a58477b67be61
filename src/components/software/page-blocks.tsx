import { StatsGrid } from "~/components/sections/stats-grid";
import { VideoFacade } from "~/components/video-facade";
import type { PageBlock } from "~/content/schemas/page-blocks";
import { pictureImg, type Shown } from "~/lib/responsive-image";
import { cn } from "~/lib/cn";
import { Checklist } from "./checklist";
import { Industries } from "./industries";
import { sectionImageSizes } from "./media";
import { ModuleGrid } from "./module-grid";
import { pageGrid } from "./page-body";
import { Section, slugify } from "./section";
import { SectionNav } from "./section-nav";
import { Steps } from "./steps";

/** The anchor of a section: its own id when the content gives one, else its heading. */
export function blockId(block: PageBlock): string {
  return block.type === "checklist" && block.id ? block.id : slugify(block.heading);
}

type BlockProps = {
  block: Shown<PageBlock>;
  /** The name of the page's group of zoomable images: a section's image opens among them. */
  imageGroup?: string;
  className?: string;
};

/**
 * Renders one content section by its type. Running text, and a video with its
 * introduction, sit beside their heading where the section is wide; lists, figures,
 * module cards, stats and steps run under it across the section's whole width.
 */
export function PageBlockView({ block, imageGroup, className }: BlockProps) {
  const id = blockId(block);
  const common = { id, heading: block.heading, className };
  switch (block.type) {
    case "prose":
      return (
        <Section {...common} layout="split">
          <div className="mt-5 flex max-w-measure flex-col gap-4 text-muted">
            {block.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        </Section>
      );
    case "checklist":
      return (
        <Section {...common} paragraphs={block.paragraphs}>
          <Checklist items={block.items} />
        </Section>
      );
    case "modules":
      return (
        <Section {...common} intro={block.intro}>
          <ModuleGrid groups={block.groups} />
        </Section>
      );
    case "stats":
      return (
        <Section {...common} intro={block.intro}>
          <StatsGrid items={block.items} className="mt-8" />
          {block.source ? <p className="mt-3 text-xs text-subtle">{block.source}</p> : null}
        </Section>
      );
    case "steps":
      return (
        <Section {...common} intro={block.intro}>
          <Steps items={block.items} />
        </Section>
      );
    case "industries":
      return (
        <Section {...common} intro={block.intro}>
          <Industries image={block.image} items={block.items} group={imageGroup} />
        </Section>
      );
    case "video": {
      const { video } = block;
      const { alt: _alt, ...poster } = pictureImg(video.poster, sectionImageSizes);
      return (
        <Section {...common} intro={block.intro} layout="split">
          <VideoFacade
            videoId={video.youtubeId}
            title={video.title}
            poster={poster}
            language={video.language}
            className="mt-8 shadow-card"
          />
        </Section>
      );
    }
  }
}

/** Sections that read well in the column beside the side column: text, a list, figures. */
const fitsBeside = new Set<PageBlock["type"]>(["prose", "checklist", "stats"]);

/**
 * How many sections open the page beside the side column: up to the first prose
 * section (what the product or service is; the first section alone if the page does
 * not open with text), and the one after it if that fits the column too, which
 * about matches the side column's height. A side column with a card above its list
 * (the service pages' contact card) is some 300 px taller: one more section that
 * fits, steps included, sits beside it.
 */
export function firstSectionCount(blocks: readonly PageBlock[], sideCard = false): number {
  const prose = blocks.findIndex((block) => block.type === "prose");
  const opening = prose === 0 || prose === 1 ? prose + 1 : 1;
  const next = blocks[opening];
  const count = opening === 1 && next && fitsBeside.has(next.type) ? 2 : opening;
  const extra = blocks[count];
  const fitsWithCard = extra && (fitsBeside.has(extra.type) || extra.type === "steps");
  return sideCard && fitsWithCard ? count + 1 : count;
}

/**
 * A page's sections on the page body's grid (see PageBody): 'On this page' at the top
 * of the side column, the first sections beside it, the others across.
 */
export function PageBlocks({
  blocks,
  imageGroup,
  sideCard = false,
}: {
  blocks: readonly Shown<PageBlock>[];
  imageGroup?: string;
  /** The side column has a card above its list (see firstSectionCount). */
  sideCard?: boolean;
}) {
  const first = firstSectionCount(blocks, sideCard);
  return (
    <>
      <SectionNav
        sections={blocks.map((block) => ({ id: blockId(block), heading: block.heading }))}
        className={pageGrid.sectionList}
      />
      <div className={cn("flex flex-col gap-16 md:gap-20", pageGrid.firstSections)}>
        {blocks.slice(0, first).map((block) => (
          <PageBlockView key={blockId(block)} block={block} imageGroup={imageGroup} />
        ))}
      </div>
      {blocks.slice(first).map((block) => (
        <PageBlockView
          key={blockId(block)}
          block={block}
          imageGroup={imageGroup}
          className={pageGrid.across}
        />
      ))}
    </>
  );
}
