import type { ContactFormField } from "~/lib/contact-fields";
import type { ContactErrorCode } from "~/lib/contact";

/** The contact strings: the contact page, its form and the thank-you page. */
export default {
  /** The contact banner's icons, for screen readers. */
  phone: "Phone",
  tollFree: "Toll-free",
  address: "Address",

  /** /contact/thank-you */
  thankYouEyebrow: "Contact",
  backHome: "Back to the home page",
  exploreSoftware: "Explore our software",

  /** The form island's strings (passed to it as a prop; its headings and toasts are content). */
  form: {
    labels: {
      name: "Name",
      companyName: "Company name",
      email: "Email",
      phone: "Phone",
      message: "Message",
    } satisfies Record<ContactFormField, string>,
    placeholder: "Write your message here",
    /** The honeypot's label: hidden from people, read by bots. */
    honeypot: "Leave this field empty",
    closeToast: "Close toast",
    /** Each field's message for each code the schemas give (src/lib/contact.ts); {max} is its cap. */
    errors: {
      name: {
        required: "Please enter your name.",
        tooLong: "Please shorten your name to {max} characters or fewer.",
        invalid: "Please enter your name on one line, without special characters.",
      },
      companyName: {
        required: "Please enter your company name.",
        tooLong: "Please shorten the company name to {max} characters or fewer.",
        invalid: "Please enter the company name on one line, without special characters.",
      },
      email: {
        required: "Please enter your e-mail address.",
        tooLong: "Please enter a valid e-mail address.",
        invalid: "Please enter a valid e-mail address.",
      },
      phone: {
        required: "Please enter your phone number.",
        tooLong: "Please enter a valid phone number.",
        invalid: "Please enter a valid phone number.",
      },
      message: {
        required: "Please write your message.",
        tooLong: "Please shorten your message to {max} characters or fewer.",
        invalid: "Your message contains characters we cannot accept. Please remove them.",
      },
    } satisfies Record<ContactFormField, Record<ContactErrorCode, string>>,
    /** After a post without JavaScript came back (?error=), beside each field it named. */
    check: {
      name: "Please check your name.",
      companyName: "Please check your company name.",
      email: "Please check your email.",
      phone: "Please check your phone.",
      message: "Please check your message.",
    } satisfies Record<ContactFormField, string>,
  },
};
