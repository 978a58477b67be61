/** Pieces of the document shell (src/layouts/document.astro) that are not markup. */

/**
 * JSON-LD as the text of a <script> element: `<` escaped, so that no string in the
 * data (a press release's heading, say) can close the element early.
 */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/**
 * Speculation rules: Chromium prerenders a page of the site once the pointer rests
 * on its link (or the link is pressed), so the real page load that follows is
 * instant. Not the media host's files, nor links that open elsewhere. Other
 * browsers ignore the element. The CSP allows it by its hash (server/security.ts).
 */
export const speculationRules = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/media/*" } },
          { not: { href_matches: "/v1/*" } },
          { not: { selector_matches: "[target], [download], [rel~=nofollow]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});
