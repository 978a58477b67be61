/** A press release's own page, and the list's links to it. */
export default {
  eyebrow: "Press release",
  allReleases: "All press releases",
  readRelease: "Read the release",
  /** After readRelease, for screen readers only. */
  readReleaseNamed: ": {heading}",
  newer: "Newer release",
  older: "Older release",
  releaseNavigation: "Other press releases",
  published: "Published",
};
