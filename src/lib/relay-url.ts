/** Where the contact form posts: RELAY_URL at build time, our own /v1/email by default. */
export const relayUrl = typeof __RELAY_URL__ === "undefined" ? "/v1/email" : __RELAY_URL__;

/** How long the form waits for the relay before telling the visitor to try again. */
export const relayTimeoutMs = 15_000;
