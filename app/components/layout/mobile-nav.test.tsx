// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { mainMenu } from "~content/navigation";
import { MobileNav } from "./mobile-nav";

afterEach(cleanup);

// Real browsers use the native popover (covered by the e2e tests in Chromium); jsdom, like
// Safari before 17, has no popover API, so this is the path such a browser takes.
describe("MobileNav in a browser without popovers", () => {
  it("has no popover API here", () => {
    expect("showPopover" in HTMLElement.prototype).toBe(false);
  });

  it("opens with the button, closes with Escape and gives the focus back", () => {
    render(
      <MemoryRouter>
        <MobileNav menu={mainMenu} />
      </MemoryRouter>,
    );
    const button = screen.getByRole("button", { name: "Menu" });
    const panel = document.getElementById(button.getAttribute("aria-controls")!)!;
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(panel.hasAttribute("data-open")).toBe(false);

    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(panel.hasAttribute("data-open")).toBe(true);

    // jsdom applies no stylesheet, so testing-library cannot judge visibility here.
    const company = screen.getByRole("button", { name: "Company", hidden: true });
    company.focus();
    fireEvent.keyDown(company, { key: "Escape" });
    expect(panel.hasAttribute("data-open")).toBe(false);
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    fireEvent.click(button);
    expect(panel.hasAttribute("data-open")).toBe(false);
  });
});
