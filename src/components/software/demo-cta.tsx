import { ButtonLink } from "~/components/ui/button";
import type { ProductSlug } from "~/content/schemas/software";
import { useMessages } from "~/i18n/react";
import { useHref } from "~/i18n/links";
import { CtaBand } from "./cta-band";
import { demoHref } from "./paths";

type DemoProps = { slug: ProductSlug; size?: "md" | "lg"; className?: string };

/** REQUEST A DEMO: opens the contact form with the product named in the message. */
export function DemoButton({ slug, size = "lg", className }: DemoProps) {
  const href = useHref();
  const t = useMessages("software");
  return (
    <ButtonLink href={demoHref(slug, href("/contact"))} size={size} className={className}>
      {t.requestDemo}
    </ButtonLink>
  );
}

type DemoCtaProps = { slug: ProductSlug; heading: string; text: string };

export function DemoCta({ slug, heading, text }: DemoCtaProps) {
  return (
    <CtaBand id="demo-cta" heading={heading} text={text} action={<DemoButton slug={slug} />} />
  );
}
