/**
 * The CMS at /admin (src/pages/admin/index.astro): Sveltia CMS from our own build, with
 * our file formats (src/lib/cms/formats.ts), reading /admin/config.yml. Only /admin
 * loads this; no public page imports anything of it (decision 0018).
 */
import CMS from "@sveltia/cms";
import {
  formatMarkdownFile,
  formatNames,
  formatYamlFile,
  parseMarkdownFile,
  parseYamlFile,
} from "./formats";

/**
 * The CMS's interface styles declare its fonts on jsDelivr, beside the same fonts from
 * our build (which its npm package registers with the CSS Font Loading API and means to
 * take precedence). Chromium still fetched the CDN files, which /admin's policy blocks
 * (font-src 'self'): the CDN's @font-face rules are dropped as their styles are added,
 * before anything is drawn, and the fonts come from our own origin only.
 */
const cdnFontFace = /@font-face\s*\{[^}]*cdn\.jsdelivr\.net[^}]*\}/g;
function dropCdnFonts(node: Node) {
  if (node instanceof HTMLStyleElement && node.textContent?.includes("cdn.jsdelivr.net")) {
    node.textContent = node.textContent.replace(cdnFontFace, "");
  }
}
new MutationObserver((mutations) => {
  for (const mutation of mutations) {
    if (mutation.type === "characterData") dropCdnFonts(mutation.target.parentNode!);
    for (const node of mutation.addedNodes) {
      dropCdnFonts(node);
      if (node.parentNode instanceof HTMLStyleElement) dropCdnFonts(node.parentNode);
    }
  }
}).observe(document, { childList: true, subtree: true, characterData: true });

CMS.registerCustomFormat(formatNames.yaml, "yaml", {
  fromFile: (text) => parseYamlFile(text),
  toFile: (value: Record<string, unknown>) => formatYamlFile(value),
});
CMS.registerCustomFormat(formatNames.navigation, "yaml", {
  fromFile: (text) => parseYamlFile(text, true),
  toFile: (value: Record<string, unknown>) => formatYamlFile(value, true),
});
CMS.registerCustomFormat(formatNames.markdown, "md", {
  fromFile: (text) => parseMarkdownFile(text),
  toFile: (value: Record<string, unknown>) => formatMarkdownFile(value),
});

void CMS.init();
