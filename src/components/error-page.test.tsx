import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ErrorPage } from "./error-page";

describe("the error page", () => {
  it("is headed 'Unexpected Application Error!' and offers a way home", () => {
    const html = renderToStaticMarkup(<ErrorPage />);
    expect(html).toMatch(/<h1[^>]*>Unexpected Application Error!<\/h1>/);
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Back to the home page<\/a>/);
  });
});
