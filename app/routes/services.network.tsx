import { ServicePage } from "~/components/services/service-page";
import { loadService } from "~/content/services.server";
import { serviceJsonLd } from "~/content/structured-data";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/services.network";

const path = "/services/network";
const page = pageFor(path);

export async function loader() {
  const service = loadService("network");
  return { service };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(path, loaderData ? serviceJsonLd(loaderData.service, path) : []);

export default function ServicesNetworkPage({ loaderData }: Route.ComponentProps) {
  return <ServicePage service={loaderData.service} heading={page.heading} />;
}
