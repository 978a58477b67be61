// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ErrorBoundary } from "~/root";
import { SiteLayout } from "./layout/site-layout";

function Boom(): never {
  throw new Error("kaboom at SecretComponent");
}

function renderCrash() {
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: Boom,
      ErrorBoundary: (props) => (
        <SiteLayout>
          <ErrorBoundary {...(props as Parameters<typeof ErrorBoundary>[0])} />
        </SiteLayout>
      ),
    },
  ]);
  return render(<Stub initialEntries={["/"]} />);
}

describe("the render-error page", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllEnvs();
  });

  it("is titled 'Unexpected Application Error!', keeps the layout and offers a way home", async () => {
    vi.stubEnv("DEV", false);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderCrash();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Unexpected Application Error!" }),
    ).toBeTruthy();
    expect(document.title).toBe("Unexpected Application Error!");
    expect(screen.getByRole("link", { name: "Back to the home page" }).getAttribute("href")).toBe(
      "/",
    );
    expect(screen.getByRole("banner")).toBeTruthy();
    expect(screen.getByRole("contentinfo")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "How Can We Help?" })).toBeTruthy();
  });

  it("shows no stack trace in production", async () => {
    vi.stubEnv("DEV", false);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderCrash();
    await screen.findByRole("heading", { level: 1 });
    expect(document.body.textContent).not.toContain("kaboom");
    expect(document.body.textContent).not.toContain("SecretComponent");
  });

  it("shows the stack in development, to help the developer", async () => {
    vi.stubEnv("DEV", true);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderCrash();
    await screen.findByRole("heading", { level: 1 });
    expect(document.body.textContent).toContain("kaboom at SecretComponent");
  });
});
