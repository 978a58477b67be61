import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { errorPage } from "~/content/pages";
import { ErrorPage } from "./error-page";

describe("the error page", () => {
  it("is headed 'Unexpected Application Error!' and offers a way home", () => {
    const html = renderToStaticMarkup(<ErrorPage locale="en" />);
    expect(html).toMatch(/<h1[^>]*>Unexpected Application Error!<\/h1>/);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Back to the home page<\/a>/);
  });

  it("speaks French on /fr/500, and leads to the French home page", () => {
    const html = renderToStaticMarkup(<ErrorPage locale="fr" />);
    // The French heading is content (content/fr/pages.yaml), and differs from the English.
    expect(errorPage.fr.heading).not.toBe(errorPage.en.heading);
    expect(html).toContain(`>${errorPage.fr.heading}</h1>`);
    expect(html).toMatch(/<a[^>]*href="\/fr"[^>]*>Retour à la page d’accueil<\/a>/);
  });
});
