/** A press release's own page, and the list's links to it. */
export default {
  eyebrow: "Press release",
  allReleases: "All press releases",
  published: "Published",
};
