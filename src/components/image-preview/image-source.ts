/** Picking what the preview shows; the thumbnail's link points at the same file. */

/**
 * The largest candidate of a `srcset`, or `src` when there is none: the preview
 * is for looking at detail, so it asks for the biggest file at once rather than
 * what the thumbnail's `sizes` would pick.
 */
export function largestSource(src: string, srcSet?: string): string {
  let best = src;
  let bestSize = 0;
  // Candidates are separated by a comma and whitespace; a comma inside a URL is
  // not followed by whitespace.
  for (const candidate of srcSet?.split(/,\s+/) ?? []) {
    const [url, descriptor = "1x"] = candidate.trim().split(/\s+/);
    const match = /^(\d+(?:\.\d+)?)([wx])$/.exec(descriptor);
    if (!url || !match) continue;
    // Width descriptors outrank density ones: a "1200w" file is a real size.
    const size = Number(match[1]) * (match[2] === "w" ? 1 : 1e-6);
    if (size > bestSize) {
      best = url;
      bestSize = size;
    }
  }
  return best;
}

// The placeholder shown when an image fails and no fallback was given: a data:
// URL so it cannot fail too (the CSP allows img-src data:). The colours are the
// surface, line and subtle tokens, written out because an image cannot read CSS.
const placeholderSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800"><rect width="1200" height="800" fill="#eaf0f8"/><g fill="none" stroke="#6b7280" stroke-width="16" stroke-linecap="round" stroke-linejoin="round"><rect x="480" y="300" width="240" height="200" rx="20"/><path d="M480 460l70-70 60 60 40-40 70 70"/><circle cx="650" cy="350" r="18"/><path d="M440 260l320 280"/></g></svg>`;

export const defaultFallbackSrc = `data:image/svg+xml,${encodeURIComponent(placeholderSvg)}`;
