import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";
import { errorPage } from "~/lib/route-table";

/**
 * The error page (src/pages/500.astro): what our server sends, with status 500,
 * when something fails on its side; the site's layout around it, and a way home.
 */
export function ErrorPage() {
  return (
    <Container className="py-24">
      <p className="text-sm font-semibold tracking-[0.12em] text-brand-700 uppercase">Error</p>
      <h1 className="mt-3 text-h1">{errorPage.heading}</h1>
      <p className="mt-4 max-w-prose text-lead text-muted">
        Something went wrong while showing this page. Please try again, or go back to the home page.
        If it keeps happening, call us and we will help.
      </p>
      <ButtonLink href="/" className="mt-8">
        Back to the home page
      </ButtonLink>
    </Container>
  );
}
