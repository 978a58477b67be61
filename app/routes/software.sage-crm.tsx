import { ProductPage } from "~/components/software/product-page";
import { loadProduct } from "~/content/software.server";
import { productJsonLd } from "~/content/structured-data";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/software.sage-crm";

const path = "/software/sage-crm";
const page = pageFor(path);

export async function loader() {
  const product = loadProduct("sage-crm");
  return { product };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(path, loaderData ? productJsonLd(loaderData.product) : []);

export default function SoftwareSageCrmPage({ loaderData }: Route.ComponentProps) {
  return <ProductPage product={loaderData.product} heading={page.heading} />;
}
