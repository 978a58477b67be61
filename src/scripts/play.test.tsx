// @vitest-environment jsdom
import { renderToStaticMarkup } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { VideoFacade } from "~/components/video-facade";
import { Localized } from "~/i18n/localized";
import { enhancePlayLinks } from "./play";

const facade = (
  <Localized locale="en">
    <VideoFacade
      videoId="q8Vx3LmT2dA"
      title="Sage 300 overview"
      poster={{ src: "/media/poster.webp", width: 1280, height: 720 }}
      language="en"
    />
  </Localized>
);

beforeAll(() => enhancePlayLinks());
afterEach(() => {
  document.body.innerHTML = "";
});

function page() {
  // Parsed as the browser parses the built page: the player waits in the template.
  document.body.innerHTML = renderToStaticMarkup(facade);
  return document.querySelector<HTMLAnchorElement>("a[data-play]")!;
}

describe("a video's play link", () => {
  it("is a link to the video on the provider's site, with our poster and no player", () => {
    const link = page();
    expect(link.getAttribute("href")).toBe("https://www.youtube.com/watch?v=q8Vx3LmT2dA");
    expect(link.textContent).toBe("Play videoSage 300 overview");
    expect(link.querySelector("img")!.getAttribute("src")).toBe("/media/poster.webp");
    expect(document.querySelector("iframe")).toBeNull();
  });

  it("swaps in the privacy-enhanced player on a plain click, focused", () => {
    const link = page();
    const followed = link.dispatchEvent(
      new MouseEvent("click", { bubbles: true, cancelable: true }),
    );
    expect(followed).toBe(false);
    expect(link.isConnected).toBe(false);
    expect(document.querySelector("template")).toBeNull();
    const frame = document.querySelector("iframe")!;
    expect(frame.getAttribute("src")).toBe(
      "https://www.youtube-nocookie.com/embed/q8Vx3LmT2dA?autoplay=1",
    );
    expect(frame.title).toBe("Sage 300 overview");
    expect(frame.getAttribute("allow")).toBe("autoplay; encrypted-media; picture-in-picture");
    expect(frame.hasAttribute("allowfullscreen")).toBe(true);
    expect(document.activeElement).toBe(frame);
    expect(document.body.textContent).toContain("Now playing");
  });

  it("plays on Space as well", () => {
    const link = page();
    link.dispatchEvent(new KeyboardEvent("keydown", { key: " ", bubbles: true, cancelable: true }));
    expect(document.querySelector("iframe")).not.toBeNull();
  });

  it("leaves a Ctrl+click to the browser", () => {
    const link = page();
    let followed: boolean | undefined;
    // What the browser would do with the click, minus jsdom's attempt at following it.
    window.addEventListener(
      "click",
      (event) => {
        followed = !event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(followed).toBe(true);
    expect(document.querySelector("iframe")).toBeNull();
  });
});
