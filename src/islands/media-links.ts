/**
 * A product page's Enlarge links open the image preview and its videos play in place:
 * an island without a framework (./vanilla/island.ts), started on the first interaction.
 */
import { enhanceEnlargeLinks } from "~/scripts/enlarge";
import { enhancePlayLinks } from "~/scripts/play";
import { vanillaIsland } from "./vanilla/island";

export const MediaLinks = vanillaIsland(() => {
  enhanceEnlargeLinks();
  enhancePlayLinks();
});
