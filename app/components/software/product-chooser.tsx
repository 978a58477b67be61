import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { Product, SoftwareOverview } from "~/content/schemas/software";
import { productPath } from "./paths";

type ProductChooserProps = {
  items: SoftwareOverview["chooser"]["items"];
  products: readonly Product[];
};

/** "If you need this, look at that": one row per need, linking to the product that fits. */
export function ProductChooser({ items, products }: ProductChooserProps) {
  const nameOf = (slug: Product["slug"]) => products.find((p) => p.slug === slug)?.name ?? slug;
  return (
    <ul className="mt-8 divide-y divide-line overflow-hidden rounded-card border border-line">
      {items.map((item) => (
        <li
          key={item.need}
          className="flex flex-col gap-3 bg-white p-5 sm:flex-row sm:items-center sm:justify-between sm:gap-8"
        >
          <p className="text-ink">{item.need}</p>
          <Link
            to={productPath(item.product)}
            className="inline-flex min-h-11 shrink-0 items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {nameOf(item.product)}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
