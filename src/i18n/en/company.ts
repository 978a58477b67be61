/** The company pages' strings: about, offices, success stories, testimonials, press, awards. */
export default {
  eyebrow: "Company",
  customersEyebrow: "Our customers",
  talkToConsultant: "Talk to a consultant",

  // About us
  talkToUs: "Talk to us",
  findOffice: "Find an office",
  aboutStats: "Ridgeline in numbers",

  // Offices
  callUs: "Call us at {phone}",
  officesStats: "Ridgeline at a glance",
  headquartersEyebrow: "Headquarters",
  headquartersHeading: "Our regional headquarters",
  headquartersIntro: "Each headquarters leads sales, consulting and support for its region.",
  officesHeading: "Global and Local Offices",

  // Success stories and testimonials
  readTestimonials: "Read testimonials",
  readStories: "Read our success stories",
  onThisPage: "On this page",
  challenge: "The challenge",
  approach: "What we did",
  result: "The result",
  solutions: "Products and services",
  outcomes: "Results in numbers",
  testimonialsHeading: "What our customers say",
  testimonialsIntro:
    "Our customers in their own words, by industry. Each quote links to the product or service it speaks of.",
  featuredTestimonials: "Featured testimonials",
  browseByIndustry: "Browse by industry",
  industryTestimonials: { one: "{count} testimonial", other: "{count} testimonials" },
  /** Above a translated quote's original words (shown on translated pages only). */
  originalQuote: "Original quote (English)",

  // Press releases
  jumpToYear: "Jump to a year",
  yearReleases: { one: "{count} release", other: "{count} releases" },
  linkToRelease: "Link to this release",
  /** After linkToRelease, for screen readers only. */
  linkToReleaseNamed: ": {heading}",

  // Awards
  awardLogos: "Award logos",
  recognitionEyebrow: "Recognition",
  awardsHeading: "Partner awards and rankings",
  awardsIntro:
    "Every level below was awarded by Sage, our software vendor, on the strength of our customers' results.",
};
