import { ArrowRight } from "lucide-react";
import type { ProductSummary } from "~/content/schemas/software";
import { productPath } from "./paths";
import { pictureImg, type Shown } from "~/lib/responsive-image";
import { fill } from "~/i18n/format";
import { useMessages } from "~/i18n/react";
import { useHref } from "~/i18n/links";

/** A product on the overview: screenshot, category, name (the link), summary. */
export function ProductCard({ product }: { product: Shown<ProductSummary> }) {
  const href = useHref();
  const t = useMessages("software");
  const img = pictureImg(
    product.screenshot,
    "(min-width: 1024px) 24rem, (min-width: 640px) calc(50vw - 2.75rem), calc(100vw - 2.5rem)",
  );
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-card border border-line bg-white shadow-card transition-shadow focus-within:shadow-pop hover:shadow-pop">
      <img
        {...img}
        alt=""
        loading="lazy"
        decoding="async"
        className="aspect-[4/3] h-auto w-full border-b border-line bg-surface object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        {/* Two lines kept for the category wherever cards stand side by side, the text at
            their foot, so every name in a row starts at the same height. (A subgrid would
            do it without the reserve, but the card's content-visibility turns subgrid off.) */}
        <p className="text-xs font-semibold tracking-[0.12em] text-brand-700 uppercase sm:flex sm:min-h-[2lh] sm:items-end">
          {product.category}
        </p>
        <h3 className="mt-2 text-h3">
          {/* The link covers the whole card, so the card is one tab stop with one name. */}
          <a
            href={href(productPath(product.slug))}
            className="rounded-control after:absolute after:inset-0 after:content-['']"
          >
            {product.name}
          </a>
        </h3>
        <p className="mt-3 flex-1 text-muted">{product.summary}</p>
        <p
          aria-hidden="true"
          className="mt-5 inline-flex items-center gap-2 font-semibold text-brand-700"
        >
          {fill(t.exploreProduct, { name: product.name })}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-1" />
        </p>
      </div>
    </li>
  );
}
