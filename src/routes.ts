import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { pages } from "./lib/route-table";

export default [
  ...pages.map((page) =>
    page.path === "/" ? index(page.file) : route(page.path.slice(1), page.file),
  ),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
