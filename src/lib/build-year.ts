/**
 * The year the site was built. Copy that counts from a date (the footer's copyright
 * year, how old the disaster recovery program is) is as current as the last build.
 * The build writes the same number into the pages and into the islands' code, so an
 * island hydrated in January on a page built in December still matches; scripts run
 * outside the build read the clock.
 */
export const buildYear: number =
  typeof __BUILD_YEAR__ === "undefined" ? new Date().getFullYear() : __BUILD_YEAR__;
