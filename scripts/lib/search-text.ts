/**
 * What site search indexes of a built page (scripts/search-index.ts, decision 0005).
 *
 * Pagefind reads HTML, not CSS: it separates the text of the elements it knows as
 * blocks (p, li, h1-h6, div...) and runs every other element's text into the next
 * one's. Our components lay text out in elements the browser shows as blocks by class
 * (`<span class="block">`, a figcaption's name and role, a term and its definition),
 * so a testimonial was indexed as "Angela RussoPayroll and Benefits Manager", and a
 * search result showed it so.
 */

/**
 * The page with a space wherever one element ends and the next begins with no text
 * between them, as a reader sees them: apart. The space goes before the next text, not
 * after the element that ends, so that an element never ends in one (Pagefind ends a
 * block's text with a full stop only if it ends in a word). None before punctuation,
 * which closes what comes before it (a list of links written "<a>Sage 300</a><span>,
 * </span>"). Text that runs on inside or out of an element ("Sage<sup>®</sup>",
 * "<b>bol</b>d") is untouched; a space where the page had one already changes nothing,
 * since Pagefind collapses them.
 */
export function separateElements(html: string): string {
  return html.replace(
    // An icon between the two is no text (Pagefind leaves out every <svg>); one icon,
    // never a stretch of the page from one icon to the end of another.
    /(<\/[a-zA-Z][\w-]*\s*>)((?:<svg\b(?:(?!<\/svg>)[\s\S])*<\/svg>|<[a-zA-Z][^>]*>)+)(?=([^<]))/g,
    (_whole, end: string, opening: string, next: string) =>
      `${end}${opening}${closingPunctuation.test(next) ? "" : " "}`,
  );
}

/** Characters that end what comes before them, never start a word. */
const closingPunctuation = /^[,.;:!?…)\]}»”’%]$/;

/**
 * A built page's address as Pagefind gives it when it crawls the folder: the folder of
 * an index.html with a trailing slash ("company/index.html" -> "/company/"), any other
 * file by its own path.
 */
export function pageUrl(file: string): string {
  const unix = file.split("\\").join("/");
  if (unix === "index.html") return "/";
  if (unix.endsWith("/index.html")) return `/${unix.slice(0, -"index.html".length)}`;
  return `/${unix}`;
}
