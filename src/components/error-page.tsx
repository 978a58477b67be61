import { ButtonLink } from "~/components/ui/button";
import { Container } from "~/components/ui/container";

/** The render-error page: the site's layout stays around it, and a way home. */
export function ErrorPage({ detail }: { detail: string | null | undefined }) {
  return (
    <Container className="py-24">
      <title>Unexpected Application Error!</title>
      <meta name="robots" content="noindex" />
      <p className="text-sm font-semibold tracking-[0.12em] text-brand-700 uppercase">Error</p>
      <h1 className="mt-3 text-h1">Unexpected Application Error!</h1>
      <p className="mt-4 max-w-prose text-lead text-muted">
        Something went wrong while showing this page. Please try again, or go back to the home page.
        If it keeps happening, call us and we will help.
      </p>
      {detail ? (
        <pre className="mt-6 max-w-full overflow-x-auto rounded-card bg-surface p-4 text-xs">
          {detail}
        </pre>
      ) : null}
      <ButtonLink href="/" className="mt-8">
        Back to the home page
      </ButtonLink>
    </Container>
  );
}
