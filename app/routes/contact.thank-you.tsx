import { PageHero } from "~/components/page-hero";
import { ButtonLink } from "~/components/ui/button";
import { pageFor } from "~/lib/route-table";
import { pageMeta } from "~/lib/seo";

const page = pageFor("/contact/thank-you");

export const meta = () => pageMeta("/contact/thank-you");

/** Where the contact form lands after a plain (JavaScript-off) form post. */
export default function ContactThankYouPage() {
  return (
    <PageHero
      eyebrow="Contact"
      heading={page.heading}
      lead={page.description}
      actions={
        <>
          <ButtonLink to="/" size="lg">
            Back to the home page
          </ButtonLink>
          <ButtonLink to="/software" size="lg" variant="secondary">
            Explore our software
          </ButtonLink>
        </>
      }
    />
  );
}
