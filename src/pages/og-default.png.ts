/**
 * The brand's share card, at src/lib/route-table.ts's defaultShareImage: the home
 * pages' and any page's without a card of its own. Drawn by ./share/_card.ts.
 */
import type { APIRoute } from "astro";
import { brandCardPng, pngResponse } from "./share/_card";

export const GET: APIRoute = async () => pngResponse(await brandCardPng());
