/** The media host (images, PDFs, videos): MEDIA_BASE_URL at build time, /media by default. */
export const mediaBaseUrl =
  // Scripts run outside Vite (the media generator) have no build constants.
  typeof __MEDIA_BASE_URL__ === "undefined" ? "/media" : __MEDIA_BASE_URL__;

/** The URL of a file on the media host, from its path relative to the host. */
export function mediaUrl(path: string): string {
  return `${mediaBaseUrl}/${path.replace(/^\/+/, "")}`;
}
