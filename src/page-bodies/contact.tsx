import type * as React from "react";
import { ContactBanner } from "~/components/contact/contact-banner";
import { SupportNote } from "~/components/contact/support-note";
import { Container } from "~/components/ui/container";
import { loadContact } from "~/content/contact.server";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";

const page = pageFor("/contact");

export const head = () => pageMeta("/contact");

export function load() {
  return { contact: loadContact() };
}

export type PageData = ReturnType<typeof load>;

/** The page around its one island, the form (`form`: rendered by src/pages/contact.astro). */
export default function ContactPage({
  data,
  form,
}: {
  data: PageData;
  /** The form island, from the page entry's named slot. */
  form?: React.ReactNode;
}) {
  const { contact } = data;
  return (
    <>
      <ContactBanner
        eyebrow={contact.banner.eyebrow}
        heading={page.heading}
        lead={contact.banner.lead}
      />
      <Container className="grid gap-12 py-16 md:py-20 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:gap-16">
        <div>{form}</div>
        <div className="lg:pt-16">
          <SupportNote support={contact.support} />
        </div>
      </Container>
    </>
  );
}
