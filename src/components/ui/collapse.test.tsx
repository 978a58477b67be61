// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Collapse, type CollapsePanel } from "./collapse";

afterEach(cleanup);

const panels: CollapsePanel[] = [
  { key: "2021", header: "Year 2021", children: <p>Issues of 2021</p> },
  { key: "2020", header: "Year 2020", children: <p>Issues of 2020</p> },
  {
    key: "2019",
    header: "Year 2019",
    children: <p>Issues of 2019</p>,
    disabled: true,
    extra: <span>4 issues</span>,
  },
];

/** The native disclosure that holds a header's text, or null when it is not one. */
const disclosureOf = (container: HTMLElement, header: string) =>
  [...container.querySelectorAll("details")].find((d) =>
    d.querySelector("summary")?.textContent?.includes(header),
  ) ?? null;

// Toggling is the browser's (click, Enter and Space on <summary>): it is checked in
// Chromium by the end-to-end tests. Here: what the HTML gives the browser.
describe("Collapse", () => {
  it("renders each enabled panel as a native disclosure, closed unless named in defaultOpen", () => {
    const { container } = render(<Collapse panels={panels} defaultOpen={["2020"]} />);
    expect(disclosureOf(container, "Year 2021")?.open).toBe(false);
    expect(disclosureOf(container, "Year 2020")?.open).toBe(true);
    // A closed panel's text is in the HTML all the same (search engines, find-in-page).
    expect(container.textContent).toContain("Issues of 2021");
  });

  it("puts each header in a heading of the level asked for, inside its summary", () => {
    const { container } = render(<Collapse panels={panels} headingLevel={2} />);
    const heading = disclosureOf(container, "Year 2021")?.querySelector("summary h2");
    expect(heading?.textContent).toBe("Year 2021");
  });

  it("gives the panels of an accordion one shared name, so the browser keeps one open", () => {
    const { container } = render(
      <Collapse panels={panels} accordion defaultOpen={["2021", "2020"]} />,
    );
    const names = [...container.querySelectorAll("details")].map((d) => d.getAttribute("name"));
    expect(names).toHaveLength(2);
    expect(names[0]).toBeTruthy();
    expect(new Set(names).size).toBe(1);
    // Only the first of defaultOpen counts in accordion mode.
    expect(disclosureOf(container, "Year 2021")?.open).toBe(true);
    expect(disclosureOf(container, "Year 2020")?.open).toBe(false);
  });

  it("leaves panels unnamed when several may be open", () => {
    const { container } = render(<Collapse panels={panels} defaultOpen={["2021", "2020"]} />);
    expect([...container.querySelectorAll("details[name]")]).toHaveLength(0);
    expect([...container.querySelectorAll("details[open]")]).toHaveLength(2);
  });

  it("renders a disabled panel as a plain header that cannot toggle, open or closed", () => {
    const closed = render(<Collapse panels={panels} />);
    expect(disclosureOf(closed.container, "Year 2019")).toBeNull();
    expect(closed.container.textContent).not.toContain("Issues of 2019");
    cleanup();
    const open = render(<Collapse panels={panels} defaultOpen={["2019"]} />);
    expect(disclosureOf(open.container, "Year 2019")).toBeNull();
    expect(open.container.textContent).toContain("Issues of 2019");
  });

  it("shows the extra text in the header row, after the heading, not in its name", () => {
    const { getByRole, getByText } = render(
      <Collapse panels={[{ ...panels[0]!, extra: <span>4 issues</span> }]} headingLevel={3} />,
    );
    expect(getByRole("heading", { level: 3 }).textContent).toBe("Year 2021");
    expect(getByText("4 issues").closest("summary")).not.toBeNull();
  });
});
