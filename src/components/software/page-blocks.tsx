import { VideoFacade } from "~/components/video-facade";
import type { PageBlock } from "~/content/schemas/page-blocks";
import { Checklist } from "./checklist";
import { Industries } from "./industries";
import { responsiveImage } from "~/lib/responsive-image";
import { sectionImageSizes } from "./media";
import { ModuleGrid } from "./module-grid";
import { Section, slugify } from "./section";
import { StatsBand } from "./stats-band";
import { Steps } from "./steps";

/** The anchor of a section: its own id when the content gives one, else its heading. */
export function blockId(block: PageBlock): string {
  return block.type === "checklist" && block.id ? block.id : slugify(block.heading);
}

type BlockProps = {
  block: PageBlock;
  /** The name of the page's group of zoomable images: a section's image opens among them. */
  imageGroup?: string;
};

/** Renders one content section by its type. */
export function PageBlockView({ block, imageGroup }: BlockProps) {
  const id = blockId(block);
  switch (block.type) {
    case "prose":
      return (
        <Section id={id} heading={block.heading}>
          <div className="mt-5 flex max-w-prose flex-col gap-4 text-muted">
            {block.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
          </div>
        </Section>
      );
    case "checklist":
      return (
        <Section id={id} heading={block.heading}>
          {block.paragraphs?.map((text) => (
            <p key={text} className="mt-4 max-w-prose text-muted">
              {text}
            </p>
          ))}
          <Checklist items={block.items} />
        </Section>
      );
    case "modules":
      return (
        <Section id={id} heading={block.heading} intro={block.intro}>
          <ModuleGrid groups={block.groups} />
        </Section>
      );
    case "stats":
      return (
        <Section id={id} heading={block.heading} intro={block.intro}>
          <StatsBand items={block.items} />
          {block.source ? <p className="mt-3 text-xs text-subtle">{block.source}</p> : null}
        </Section>
      );
    case "steps":
      return (
        <Section id={id} heading={block.heading} intro={block.intro}>
          <Steps items={block.items} />
        </Section>
      );
    case "industries":
      return (
        <Section id={id} heading={block.heading} intro={block.intro}>
          <Industries image={block.image} items={block.items} group={imageGroup} />
        </Section>
      );
    case "video": {
      const { video } = block;
      const { alt: _alt, ...poster } = responsiveImage(video.poster, sectionImageSizes);
      return (
        <Section id={id} heading={block.heading} intro={block.intro}>
          <VideoFacade
            videoId={video.youtubeId}
            title={video.title}
            poster={poster}
            className="mt-8 shadow-card"
          />
        </Section>
      );
    }
  }
}

/** A page's sections in order, evenly spaced. */
export function PageBlocks({
  blocks,
  imageGroup,
}: {
  blocks: readonly PageBlock[];
  imageGroup?: string;
}) {
  return (
    <div className="flex flex-col gap-16 md:gap-20">
      {blocks.map((block) => (
        <PageBlockView key={blockId(block)} block={block} imageGroup={imageGroup} />
      ))}
    </div>
  );
}
