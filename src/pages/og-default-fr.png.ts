/**
 * The brand's share card in French, at src/lib/route-table.ts's brandShareImage.fr:
 * the French home page's and any French page's without a card of its own, with the
 * French tagline. Drawn by ./share/_card.ts.
 */
import type { APIRoute } from "astro";
import { brandCardPng, pngResponse } from "./share/_card";

export const GET: APIRoute = async () => pngResponse(await brandCardPng("fr"));
