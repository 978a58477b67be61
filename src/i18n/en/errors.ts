/** The 404 and error pages. */
export default {
  notFoundEyebrow: "Error 404",
  notFoundLead:
    "The address may be mistyped, or the page may have moved. Every page of the site is one click away below, or call us on",
  goHome: "Go to the home page",
  contactUs: "Contact us",
  siteSections: "Site sections",
  errorEyebrow: "Error",
  errorLead:
    "Something went wrong while showing this page. Please try again, or go back to the home page. If it keeps happening, call us and we will help.",
  backHome: "Back to the home page",
};
