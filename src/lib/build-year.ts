/**
 * The year the site was built. Copy that counts from a date (the footer's copyright
 * year, how old the disaster recovery program is) is as current as the last build.
 * Vite writes the same number into the prerendered pages and the browser bundle, so a
 * page built in December and hydrated in January still matches; scripts run outside
 * Vite read the clock.
 */
export const buildYear: number =
  typeof __BUILD_YEAR__ === "undefined" ? new Date().getFullYear() : __BUILD_YEAR__;
