import type { Config } from "@react-router/dev/config";
import { prerenderPaths } from "./app/lib/route-table";

export default {
  ssr: false,
  // Every page ships as static HTML; /404 is rendered by the catch-all route and
  // served by our server (and the static-host rules) with status 404.
  prerender: prerenderPaths(),
} satisfies Config;
