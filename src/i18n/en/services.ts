/** The service pages' strings: hero and closing actions, the contact card beside the sections. */
export default {
  talkToConsultant: "Talk to a consultant",
  contactUs: "Contact us",
  contactCardHeading: "Talk to a consultant",
  /** The contact card; {askAbout} is the service as a sentence names it (content's askAbout). */
  askAbout:
    "Questions about {askAbout}? Call or write, and a consultant will answer during business hours.",
};
