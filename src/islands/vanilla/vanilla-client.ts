/** Astro's browser side of the vanilla islands' renderer (./island.ts): start the island. */
import type { VanillaIsland } from "./island";

export default (element: HTMLElement) =>
  async (Component: VanillaIsland<object>, props: object) => {
    await Component.start(element, props);
  };
