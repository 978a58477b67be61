import { ProductPage } from "~/components/software/product-page";
import { loadProduct } from "~/content/software.server";
import { productJsonLd } from "~/content/structured-data";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/software.sage-hrms-payroll";

const path = "/software/sage-hrms-payroll";
const page = pageFor(path);

export async function loader() {
  const product = loadProduct("sage-hrms-payroll");
  return { product };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(path, loaderData ? productJsonLd(loaderData.product) : []);

export default function SoftwareSageHrmsPayrollPage({ loaderData }: Route.ComponentProps) {
  return <ProductPage product={loaderData.product} heading={page.heading} />;
}
