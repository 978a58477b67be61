import { ButtonLink } from "~/components/ui/button";
import type { ProductSlug } from "~/content/schemas/software";
import { CtaBand } from "./cta-band";
import { demoHref } from "./paths";

type DemoProps = { slug: ProductSlug; size?: "md" | "lg"; className?: string };

/** REQUEST A DEMO: opens the contact form with the product named in the message. */
export function DemoButton({ slug, size = "lg", className }: DemoProps) {
  return (
    <ButtonLink href={demoHref(slug)} size={size} className={className}>
      <span className="uppercase">Request a demo</span>
    </ButtonLink>
  );
}

type DemoCtaProps = { slug: ProductSlug; heading: string; text: string };

export function DemoCta({ slug, heading, text }: DemoCtaProps) {
  return (
    <CtaBand id="demo-cta" heading={heading} text={text} action={<DemoButton slug={slug} />} />
  );
}
