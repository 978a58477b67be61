import type { Locale } from "~/i18n/locale";

/** Where the contact form posts: RELAY_URL at build time, our own /v1/email by default. */
export const relayUrl = typeof __RELAY_URL__ === "undefined" ? "/v1/email" : __RELAY_URL__;

/**
 * The form's action without JavaScript: the relay, told the page's language in the
 * address, so that a refusal made before it reads the body (too large, too many) is in
 * that language even when the browser sends no page path in the Referer.
 */
export function formActionIn(language: Locale): string {
  return `${relayUrl}${relayUrl.includes("?") ? "&" : "?"}language=${language}`;
}

/** How long the form waits for the relay before telling the visitor to try again. */
export const relayTimeoutMs = 15_000;
