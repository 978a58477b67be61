/** Astro's server side of the vanilla islands' renderer (./island.ts): they render nothing. */
import { isVanillaIsland } from "./island";

export default {
  name: "ridgeline:vanilla",
  check: async (Component: unknown) => isVanillaIsland(Component),
  renderToStaticMarkup: async () => ({ html: "" }),
};
