import { ResponsivePicture } from "~/components/responsive-picture";
import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import type { HomeContent } from "~/content/schemas/home";
import { useHref } from "~/i18n/links";
import { heroSizes } from "~/lib/hero-image";
import type { BuiltPicture } from "~/lib/responsive-image";

export function HomeHero({
  heading,
  hero,
  picture,
}: {
  heading: string;
  hero: HomeContent["hero"];
  /** The hero artwork, made by the page's load (src/lib/hero-image.ts); decoration. */
  picture: BuiltPicture;
}) {
  const href = useHref();
  return (
    <section className="relative isolate overflow-hidden bg-navy-950">
      <ResponsivePicture
        picture={picture}
        alt=""
        sizes={heroSizes}
        priority="lcp"
        className="absolute inset-0 -z-10 size-full object-cover object-[70%_center]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-b from-navy-950/90 to-navy-950/80 lg:bg-linear-to-r lg:from-navy-950 lg:via-navy-950/85 lg:to-navy-950/10"
      />
      <Container className="py-20 sm:py-28 lg:py-36">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-[0.14em] text-accent-300 uppercase">
            {hero.eyebrow}
          </p>
          <h1 className="mt-4 text-display text-white">{heading}</h1>
          <p className="mt-6 text-lead text-navy-100">{hero.lead}</p>
          <div className="mt-9 flex flex-wrap gap-3">
            <ButtonLink href={href(hero.primaryAction.to)} size="lg">
              {hero.primaryAction.label}
            </ButtonLink>
            <ButtonLink href={href(hero.secondaryAction.to)} size="lg" variant="outlineInverse">
              {hero.secondaryAction.label}
            </ButtonLink>
          </div>
        </div>
      </Container>
    </section>
  );
}
