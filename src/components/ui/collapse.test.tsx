// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
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

const toggle = (name: string) => screen.getByRole("button", { name });
const isOpen = (name: string) => toggle(name).getAttribute("aria-expanded") === "true";
const openPanels = () =>
  ["Year 2021", "Year 2020", "Year 2019"].filter((name) => isOpen(name)).map((n) => n.slice(5));

describe("Collapse", () => {
  it("starts with every panel closed, the content still in the DOM but hidden", () => {
    render(<Collapse panels={panels} />);
    expect(openPanels()).toEqual([]);
    const text = screen.getByText("Issues of 2021");
    expect(text.closest("section")).toHaveProperty("hidden", true);
  });

  it("opens the panels named in defaultOpen", () => {
    render(<Collapse panels={panels} defaultOpen={["2020"]} />);
    expect(openPanels()).toEqual(["2020"]);
    expect(screen.getByRole("region", { name: "Year 2020" })).toHaveProperty("hidden", false);
  });

  it("toggles a panel on header click", () => {
    render(<Collapse panels={panels} />);
    fireEvent.click(toggle("Year 2021"));
    expect(openPanels()).toEqual(["2021"]);
    fireEvent.click(toggle("Year 2021"));
    expect(openPanels()).toEqual([]);
  });

  it.each([
    ["Enter", "Enter"],
    ["Space", " "],
  ])("toggles a panel with %s, once per key press", (_name, key) => {
    render(<Collapse panels={panels} />);
    const button = toggle("Year 2020");
    const pressed = fireEvent.keyDown(button, { key });
    expect(pressed).toBe(false); // default prevented: the browser adds no click of its own
    expect(openPanels()).toEqual(["2020"]);
    fireEvent.keyDown(button, { key, repeat: true });
    expect(openPanels()).toEqual(["2020"]);
    fireEvent.keyDown(button, { key });
    expect(openPanels()).toEqual([]);
  });

  it("ignores other keys", () => {
    render(<Collapse panels={panels} />);
    fireEvent.keyDown(toggle("Year 2020"), { key: "a" });
    fireEvent.keyDown(toggle("Year 2020"), { key: "Tab" });
    expect(openPanels()).toEqual([]);
  });

  it("keeps several panels open when not in accordion mode", () => {
    render(<Collapse panels={panels} defaultOpen={["2021"]} />);
    fireEvent.click(toggle("Year 2020"));
    expect(openPanels()).toEqual(["2021", "2020"]);
  });

  it("keeps at most one panel open in accordion mode", () => {
    render(<Collapse panels={panels} accordion defaultOpen={["2021", "2020"]} />);
    expect(openPanels()).toEqual(["2021"]);
    fireEvent.click(toggle("Year 2020"));
    expect(openPanels()).toEqual(["2020"]);
    fireEvent.keyDown(toggle("Year 2021"), { key: "Enter" });
    expect(openPanels()).toEqual(["2021"]);
    fireEvent.click(toggle("Year 2021"));
    expect(openPanels()).toEqual([]);
  });

  it("does not toggle a disabled panel, open or closed", () => {
    const { unmount } = render(<Collapse panels={panels} />);
    fireEvent.click(toggle("Year 2019"));
    fireEvent.keyDown(toggle("Year 2019"), { key: "Enter" });
    fireEvent.keyDown(toggle("Year 2019"), { key: " " });
    expect(openPanels()).toEqual([]);
    unmount();
    render(<Collapse panels={panels} defaultOpen={["2019"]} />);
    fireEvent.click(toggle("Year 2019"));
    expect(openPanels()).toEqual(["2019"]);
    expect(toggle("Year 2019").getAttribute("aria-disabled")).toBe("true");
    expect(toggle("Year 2021").hasAttribute("aria-disabled")).toBe(false);
  });

  it("wires the header and the region together for assistive technology", () => {
    render(<Collapse panels={panels} headingLevel={2} defaultOpen={["2021"]} />);
    const button = toggle("Year 2021");
    const region = document.getElementById(button.getAttribute("aria-controls")!);
    expect(region?.tagName).toBe("SECTION");
    expect(region?.getAttribute("aria-labelledby")).toBe(button.id);
    expect(screen.getByRole("region", { name: "Year 2021" })).toBe(region);
    expect(button.getAttribute("type")).toBe("button");
    expect(button.parentElement?.tagName).toBe("H2");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(toggle("Year 2020").getAttribute("aria-expanded")).toBe("false");
    const ids = screen.getAllByRole("button").map((b) => b.id);
    expect(new Set(ids).size).toBe(3);
  });

  it("shows the extra slot outside the toggle, where a click does not toggle", () => {
    render(<Collapse panels={panels} />);
    const extra = screen.getByText("4 issues");
    expect(toggle("Year 2019").contains(extra)).toBe(false);
    fireEvent.click(extra);
    expect(openPanels()).toEqual([]);
  });
});
