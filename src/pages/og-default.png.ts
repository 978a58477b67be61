/**
 * The brand's share card in English, at src/lib/route-table.ts's brandShareImage.en:
 * the English home page's and any English page's without a card of its own (the French
 * one is ./og-default-fr.png.ts). Drawn by ./share/_card.ts.
 */
import type { APIRoute } from "astro";
import { brandCardPng, pngResponse } from "./share/_card";

export const GET: APIRoute = async () => pngResponse(await brandCardPng("en"));
