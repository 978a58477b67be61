import "astro";

declare module "astro" {
  interface AstroClientDirectives {
    /** Hydrate on the first touch, focus or key inside the island (./interaction.ts). */
    "client:interaction"?: boolean;
  }
}
