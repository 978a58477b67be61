/** The media host (images, PDFs, videos): MEDIA_BASE_URL at build time, /media by default. */
export const mediaBaseUrl =
  // Code run outside Vite (scripts, the server) has no build constants.
  typeof __MEDIA_BASE_URL__ === "undefined" ? "/media" : __MEDIA_BASE_URL__;

/** The URL of a file on the media host, from its path relative to the host. */
export function mediaUrl(path: string): string {
  return `${mediaBaseUrl}/${path.replace(/^\/+/, "")}`;
}
