import type { ViewerImage, ViewerLanguage } from "~/components/image-preview/image-viewer";
import { onLinkActivate } from "./link-activation";

/** The Enlarge links (src/components/image-preview/zoomable-image.tsx). */
const selector = "a[data-enlarge]";

type ViewerModule = typeof import("~/components/image-preview/image-viewer");

/** What the preview shows when `link` is activated, read from the page's markup. */
export function previewOf(link: HTMLAnchorElement): {
  images: ViewerImage[];
  startIndex: number;
  fallbackSrc?: string;
} {
  const group = link.dataset.enlarge;
  // A picture the page does not display at this width (the Sage 300 industries artwork
  // on a phone, where a list says the same) is not offered either. (jsdom, in the unit
  // tests, has no layout and no checkVisibility: there every link counts.)
  const shown = (other: HTMLAnchorElement) => other === link || (other.checkVisibility?.() ?? true);
  const links = group
    ? [...document.querySelectorAll<HTMLAnchorElement>(selector)].filter(
        (other) => other.dataset.enlarge === group && shown(other),
      )
    : [link];
  return {
    images: links.map((other) => ({
      src: other.getAttribute("href") ?? "",
      alt: other.querySelector("img")?.alt ?? "",
      caption: other.dataset.caption,
    })),
    startIndex: Math.max(0, links.indexOf(link)),
    fallbackSrc: link.dataset.fallback,
  };
}

// The viewer (React, the dialog, controls and transform reducer) is a chunk of its
// own, fetched on the first Enlarge only. A failed fetch is forgotten, so the next
// click tries again.
let viewerModule: Promise<ViewerModule> | undefined;
function loadViewer(): Promise<ViewerModule> {
  viewerModule ??= import("~/components/image-preview/image-viewer").catch((error: unknown) => {
    viewerModule = undefined;
    throw error;
  });
  return viewerModule;
}

let showing = false;

async function open(link: HTMLAnchorElement) {
  // The page's language and the viewer's strings in it (src/components/enhance/media-links.astro).
  const language = JSON.parse(
    document.getElementById("image-viewer-text")!.textContent!,
  ) as ViewerLanguage;
  // Shown until the viewer is there (at once after the first time), then its root.
  const layer = document.createElement("div");
  layer.setAttribute("role", "status");
  layer.className =
    "fixed inset-0 z-50 flex items-center justify-center bg-navy-950 text-sm text-white";
  layer.textContent = language.text.opening;
  document.body.append(layer);
  let viewer: ViewerModule;
  try {
    viewer = await loadViewer();
  } catch {
    // Offline, or a deploy replaced the module: show the image itself rather than nothing.
    layer.remove();
    showing = false;
    location.assign(link.href);
    return;
  }
  layer.removeAttribute("role");
  layer.removeAttribute("class");
  layer.textContent = "";
  const unmount = viewer.mountImageViewer(layer, {
    ...previewOf(link),
    ...language,
    onClose() {
      unmount();
      layer.remove();
      showing = false;
      link.focus();
    },
  });
}

/**
 * Makes every Enlarge link on the page open the image preview on a plain click,
 * Enter or Space; the link still opens the file with a modifier key or another button.
 */
export function enhanceEnlargeLinks() {
  onLinkActivate(selector, (link) => {
    if (!showing) {
      showing = true;
      void open(link);
    }
    return true;
  });
}
