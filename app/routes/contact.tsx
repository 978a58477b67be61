import { Toaster } from "sonner";
import { ContactBanner } from "~/components/contact/contact-banner";
import { ContactForm } from "~/components/contact/contact-form";
import { SupportNote } from "~/components/contact/support-note";
import { Container } from "~/components/ui/container";
import { loadContact } from "~/content/contact.server";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/contact";

const page = pageFor("/contact");

export const meta = () => pageMeta("/contact");

export async function loader() {
  return { contact: loadContact() };
}

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const { contact } = loaderData;
  return (
    <>
      <ContactBanner
        eyebrow={contact.banner.eyebrow}
        heading={page.heading}
        lead={contact.banner.lead}
      />
      <Container className="grid gap-12 py-16 md:py-20 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:gap-16">
        <ContactForm copy={contact.form} demoRequests={contact.demoRequests} />
        <div className="lg:pt-16">
          <SupportNote support={contact.support} />
        </div>
      </Container>
      <Toaster position="top-center" duration={3000} richColors closeButton offset={112} />
    </>
  );
}
