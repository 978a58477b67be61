import "astro";

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate on the first touch, focus or key inside the island, or the "page" (./interaction.ts). */
    "client:interaction"?: boolean | "page";
    /** Hydrate once the page has loaded and painted and is idle, or on first use; the value: keys held meanwhile (./after-load.ts). */
    "client:after-load"?: boolean | string;
  }
}
