import { cn, dividedItem } from "~/lib/cn";
import { ArrowLink } from "~/components/ui/arrow-link";
import type { ProductSummary, SoftwareOverview } from "~/content/schemas/software";
import { useHref } from "~/i18n/links";
import { productPath } from "./paths";

type ProductChooserProps = {
  items: SoftwareOverview["chooser"]["items"];
  products: readonly ProductSummary[];
};

/** "If you need this, look at that": one row per need, linking to the product that fits. */
export function ProductChooser({ items, products }: ProductChooserProps) {
  const href = useHref();
  const nameOf = (slug: ProductSummary["slug"]) =>
    products.find((p) => p.slug === slug)?.name ?? slug;
  return (
    <ul className="mt-8 overflow-hidden rounded-card border border-line">
      {items.map((item) => (
        <li
          key={item.need}
          className={cn(
            dividedItem,
            "flex flex-col gap-3 bg-white p-5 sm:flex-row sm:items-center sm:justify-between sm:gap-8",
          )}
        >
          <p className="text-ink">{item.need}</p>
          <ArrowLink href={href(productPath(item.product))} className="shrink-0">
            {nameOf(item.product)}
          </ArrowLink>
        </li>
      ))}
    </ul>
  );
}
