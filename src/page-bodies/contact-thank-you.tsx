import { PageHero } from "~/components/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";

const page = pageFor("/contact/thank-you");

export const head = () => pageMeta("/contact/thank-you");

/** Where the contact form lands after a plain (JavaScript-off) form post. */
export default function ContactThankYouPage() {
  return (
    <PageHero
      eyebrow="Contact"
      heading={page.heading}
      lead={page.description}
      actions={
        <>
          <ButtonLink href="/" size="lg">
            Back to the home page
          </ButtonLink>
          <ButtonLink href="/software" size="lg" variant="secondary">
            Explore our software
          </ButtonLink>
        </>
      }
    />
  );
}
