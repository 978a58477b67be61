import type { NewsletterPeriod } from "~/content/schemas/newsletters";

/** The support strings: contact support, newsletters and training videos. */
export default {
  eyebrow: "Support",

  /** /support/contact-support */
  contactSupport: {
    call: "Call {phone}",
    supportSite: "Customer support site",
    callDesk: "Call the support desk",
    /** One line of opening hours: "8:00 a.m. to 6:00 p.m., Eastern time". */
    hours: "{opens} to {closes}, {zone}",
    email: "E-mail",
    haveReady: "Before you call, have ready",
    whenYouCall: "What happens when you call",
    selfHelp: "Help yourself, any time",
  },

  /** /support/newsletters */
  newsletters: {
    /** The issue's period, which content names in English. */
    periods: {
      "1st Quarter": "1st Quarter",
      "2nd Quarter": "2nd Quarter",
      "3rd Quarter": "3rd Quarter",
      "Year End": "Year End",
    } satisfies Record<NewsletterPeriod, string>,
    /** Read before and after the period in an issue's link: "2024 1st Quarter newsletter". */
    linkBefore: "{year} ",
    linkAfter: " newsletter",
    archive: "Archive",
    archiveCount: "{years}, {issues}",
    years: { one: "{count} year", other: "{count} years" },
    issues: { one: "{count} issue", other: "{count} issues" },
    signupHeading: "Get each issue by e-mail",
    signupText:
      "We send each new issue to customers with a support plan. To join the list, or to change the address we send it to, e-mail the support desk.",
    /** The subject of the e-mail that asks to join the list. */
    signupSubject: "Newsletter subscription",
    questions: "Questions about an article? Call {phone}",
  },

  /** /support/training-videos: the page around the library. */
  trainingVideos: {
    sections: "Training sections",
    /** After each section link's count, for screen readers. */
    sectionVideos: { one: " video", other: " videos" },
    /** Shown on pages in other languages than the videos'. */
    narrationHeading: "Videos narrated in English",
    narrationText:
      "Each lesson is narrated and captioned in English; its title and description here are translated.",
    /** A video's description for search engines, when content gives none. */
    jsonLdDescription: "{caption}: a short {section} video from {organization}.",
  },

  /** The video library island's strings (passed to it as a prop). */
  videoLibrary: {
    filterLabel: "Filter videos",
    filterHint: "Type a task or a screen, such as “batch”, “reconciliation” or “opportunity”.",
    /** {count} of {total}: the form follows {count}. */
    showing: {
      one: "Showing {count} of {total} videos",
      other: "Showing {count} of {total} videos",
    },
    noMatchHeading: "No videos match “{query}”",
    noMatchText:
      "Try a shorter word, such as “ledger” or “quote”, or clear the filter to see all {total} videos. If the lesson you need is not here, the support desk can walk you through it.",
    clear: "Clear the filter",
    sectionAll: { one: "{count} video", other: "{count} videos" },
    /** {count} of {total}: the form follows {count}. */
    sectionSome: {
      one: "{count} of {total} videos",
      other: "{count} of {total} videos",
    },
    sectionNone: "None of this section’s {total} videos match “{query}”.",
    play: "Play video: {caption}",
    length: "Length",
    lesson: "Lesson {lesson}",
    download: "Download the video",
    /** The captions track's name in the player's menu (the captions are in English). */
    captionsLabel: "English",
    /** Under each video's title, on pages in other languages than the videos'. */
    narratedInEnglish: "Narrated in English",
  },
};
