/** Strings many components share. */
export default {
  opensInNewTab: " (opens in a new tab)",
};
