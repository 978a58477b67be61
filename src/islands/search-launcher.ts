/**
 * The header's Search link and the / key open the search dialog: an island without a
 * framework (./vanilla/island.ts), started once the page has loaded.
 */
import { startSearchLauncher } from "~/scripts/search-launcher";
import { vanillaIsland } from "./vanilla/island";

export const SearchLauncher = vanillaIsland(() => startSearchLauncher());
