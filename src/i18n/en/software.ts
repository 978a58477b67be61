/** The software overview, the product pages and the section components they share with other pages. */
export default {
  requestDemo: "Request a demo",
  talkToConsultant: "Talk to a consultant",
  /** The phone line under a page's closing call to action. */
  /** A product card's foot, shown beside its link (the card's name is the link's). */
  exploreProduct: "Explore {name}",
  /** The badge of a capability's fact sheet. */
  pdfPages: { one: "PDF, {count} page", other: "PDF, {count} pages" },
  /** The list of a software or service page's own sections, linked. */
  onThisPage: "On this page",
};
