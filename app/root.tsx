import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type LinksFunction,
} from "react-router";
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import type { Route } from "./+types/root";
import { HelpBanner } from "./components/layout/help-banner";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { SkipLink } from "./components/layout/skip-link";
import { ButtonLink } from "./components/ui/button";
import { Container } from "./components/ui/container";
import "./styles/app.css";

export const links: LinksFunction = () => [
  {
    rel: "preload",
    href: interLatin,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
  },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-CA">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1f3a" />
        <Meta />
        <Links />
      </head>
      <body>
        <SkipLink />
        <SiteHeader />
        <div className="flex min-h-dvh flex-col pt-header">
          <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
            {children}
          </main>
          <HelpBanner />
          <SiteFooter />
        </div>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Lets end-to-end tests (and nothing else) know the page is interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const detail =
    import.meta.env.DEV && error instanceof Error
      ? error.stack
      : isRouteErrorResponse(error)
        ? `${error.status} ${error.statusText}`
        : null;
  return <ErrorPage detail={detail} />;
}

/** The render-error page. Exported for its test; the route's ErrorBoundary uses it. */
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
      <ButtonLink to="/" className="mt-8">
        Back to the home page
      </ButtonLink>
    </Container>
  );
}
