import type { Locale } from "~/i18n/locale";
import { usePage } from "~/i18n/links";
import type * as React from "react";
import { ContactBanner } from "~/components/contact/contact-banner";
import { SupportNote } from "~/components/contact/support-note";
import { Container } from "~/components/ui/container";
import { entryIn } from "~/content/entries";
import { pageMeta } from "~/lib/seo";
import { fill } from "~/i18n/format";
import { formatNumber } from "~/i18n/locale";
import { islandMessages } from "~/i18n/messages";
import { contactFormFields, contactLimits } from "~/lib/contact-fields";
import type { ContactContent } from "~/content/schemas/contact";
import type { ContactFormCopy, ContactFormMessages } from "~/islands/contact-form";
import { localizedHref } from "~/lib/route-table";

export const head = (locale: Locale) => pageMeta("/contact", locale);

export async function load(locale: Locale) {
  return { contact: await entryIn("contact", locale) };
}

export type PageData = Awaited<ReturnType<typeof load>>;

/**
 * The form island's strings (its prop): the contact namespace's `form` alone, with
 * each field's cap written into its errors as the language writes numbers ("5,000",
 * "5 000"), here at build time rather than by code in the visitor's browser.
 */
export function formMessages(locale: Locale): ContactFormMessages {
  const { form } = islandMessages(locale, ["contact"]).contact;
  const errors = Object.fromEntries(
    contactFormFields.map((field) => {
      const max = formatNumber(contactLimits[field], locale);
      const words = form.errors[field];
      return [
        field,
        {
          required: fill(words.required, { max }),
          tooLong: fill(words.tooLong, { max }),
          invalid: fill(words.invalid, { max }),
        },
      ];
    }),
  ) as ContactFormMessages["errors"];
  return { ...form, errors };
}

/**
 * The form island's content (its prop): the privacy notice's link written as the
 * address of the policy in the page's language, here at build time.
 */
export function formCopy(form: ContactContent["form"], locale: Locale): ContactFormCopy {
  return {
    ...form,
    privacyNotice: form.privacyNotice.map((segment) =>
      segment.to
        ? { text: segment.text, href: localizedHref(segment.to, locale) }
        : { text: segment.text },
    ),
  };
}

/** The page around its one island, the form (src/islands/island.astro). */
function Body({
  data,
  island,
}: {
  data: PageData;
  /** The form island. */
  island?: React.ReactNode;
}) {
  const page = usePage("/contact");
  const { contact } = data;
  return (
    <>
      <ContactBanner
        eyebrow={contact.banner.eyebrow}
        heading={page.heading}
        lead={contact.banner.lead}
      />
      <Container className="grid gap-12 section lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:gap-16">
        <div>{island}</div>
        <div className="lg:pt-16">
          <SupportNote support={contact.support} />
        </div>
      </Container>
    </>
  );
}

export default Body;
