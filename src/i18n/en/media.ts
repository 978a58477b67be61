/** Zoomable images, the image preview and video play links (product pages). */
export default {
  /** The name of a zoomable image's link. */
  enlarge: "Enlarge: {alt}",
  /** A video poster's caption, before and after play. */
  playVideo: "Play video",
  nowPlaying: "Now playing",
  /** Under a video's title when it speaks another language than the page, by that language. */
  spokenIn: { en: "Narrated in English", fr: "Narrated in French" },
  /**
   * The image preview's own strings. It is loaded in the browser on the first Enlarge,
   * so the page writes these into itself (src/components/enhance/media-links.astro).
   */
  viewer: {
    opening: "Opening the image viewer…",
    loading: "Loading the image…",
    error: "This image could not be loaded. A placeholder is shown instead.",
    failed: "This image could not be loaded.",
    position: "{index} of {count}",
    close: "Close",
    previous: "Previous image",
    next: "Next image",
    controls: "Image controls",
    zoomOut: "Zoom out",
    zoomIn: "Zoom in",
    zoomLevel: "Zoom level",
    /** The zoom level shown between the buttons. */
    zoomValue: "{percent}%",
    rotateLeft: "Rotate left",
    rotateRight: "Rotate right",
    flipHorizontally: "Flip horizontally",
    flipVertically: "Flip vertically",
    reset: "Reset",
    hintZoom:
      "Zoom with the buttons, the mouse wheel or a double-click, and drag a zoomed image to move it.",
    hintArrowsGroup:
      "The left and right arrow keys show the previous and next image; when the image is zoomed, the arrow keys move it.",
    hintArrows: "When the image is zoomed, the arrow keys move it.",
    hintClose: "Escape closes the preview.",
  },
};
