import { ServicePage } from "~/components/services/service-page";
import { loadService } from "~/content/services.server";
import { serviceJsonLd } from "~/content/structured-data";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/services.disaster-recovery";

const path = "/services/disaster-recovery";
const page = pageFor(path);

export async function loader() {
  const service = loadService("disaster-recovery");
  return { service };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta(path, loaderData ? serviceJsonLd(loaderData.service, path) : []);

export default function ServicesDisasterRecoveryPage({ loaderData }: Route.ComponentProps) {
  return <ServicePage service={loaderData.service} heading={page.heading} />;
}
