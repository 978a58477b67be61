/**
 * What the HTML check (scripts/validate-html.ts) hands the W3C Nu checker: the page,
 * without the site's stylesheet, which the checker's CSS level cannot read.
 */

/** The page with each <style> element's text blanked, newlines kept: same lines and columns. */
export function withoutStylesheets(html: string): string {
  return html.replace(
    /(<style\b[^>]*>)([\s\S]*?)(<\/style>)/g,
    (_, open: string, css: string, close: string) => open + css.replace(/[^\n]/g, " ") + close,
  );
}
