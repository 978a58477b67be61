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
  headquartersEyebrow: "Where to find us",
  headquartersHeading: "Head office and regional headquarters",
  headquartersIntro:
    "Ridgeline is run from Ottawa. Each regional headquarters leads sales, consulting and support for its region.",
  tollFree: "Toll-free",
  officesHeading: "Global and local offices",
  mapTitle: "Map of our regions and offices",
  /** The map's text alternative; {regions} lists them numbered, {headquarters} the cities. */
  mapDescription:
    "The regions where we have local offices, numbered as in the lists: {regions}. Head office: {headOffice}. Regional headquarters: {headquarters}. Europe is drawn in an inset.",
  legendHeadOffice: "Head office",
  legendHeadquarters: "Regional headquarters",
  legendRegion: "Region with local offices, numbered as in the lists",

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

  // Awards
  awardLogos: "Award logos",
  recognitionEyebrow: "Recognition",
  awardsHeading: "Partner awards and rankings",
  awardsIntro:
    "Every level below was awarded by Sage, our software vendor, on the strength of our customers' results.",
};
