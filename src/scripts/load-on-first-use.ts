/**
 * The one inline script of a page with Enlarge or play links
 * (src/components/enhance/media-links.astro). It loads nothing until the visitor
 * first points at, focuses or presses a key on one of those links; then it adds the
 * links' module script, which the page names inside an inert `<template>`, so that
 * no script competes with the page's first paint. A click (or Space) that arrives
 * while the module loads is held and given to the link again once it has run; if the
 * module cannot load, the link does what it does without script: opens its file.
 *
 * Written without imports or outer names: the page carries this function's source.
 * `root` is for tests, which give each case a document of its own.
 */
export function loadOnFirstUse(root: Document = document): void {
  const links = "a[data-enlarge], a[data-play]";
  let state: "idle" | "loading" | "ready" | "failed" = "idle";
  const waiting: (() => void)[] = [];
  const settle = (next: "ready" | "failed") => {
    state = next;
    for (const run of waiting.splice(0)) run();
  };
  const load = () => {
    if (state !== "idle") return;
    const template = root.querySelector<HTMLTemplateElement>("template[data-media-links]");
    const src = template?.content.querySelector("script")?.getAttribute("src");
    if (!src) return settle("failed");
    state = "loading";
    const script = root.createElement("script");
    script.type = "module";
    script.src = src;
    script.addEventListener("load", () => settle("ready"));
    script.addEventListener("error", () => settle("failed"));
    root.head.append(script);
  };
  const onEvent = (event: Event) => {
    if (state === "ready") return;
    const target = event.target instanceof Element ? event.target.closest(links) : null;
    if (!(target instanceof HTMLAnchorElement)) return;
    load();
    const mouse = event instanceof MouseEvent ? event : null;
    const plainClick =
      event.type === "click" &&
      mouse !== null &&
      !(mouse.button || mouse.metaKey || mouse.ctrlKey || mouse.shiftKey || mouse.altKey);
    const space = event instanceof KeyboardEvent && event.key === " ";
    if (state === "failed" || !(plainClick || space)) return;
    event.preventDefault();
    waiting.push(() => {
      if (state === "ready") target.click();
      else window.location.assign(target.href);
    });
  };
  for (const type of ["pointerdown", "focusin", "keydown", "click"]) {
    root.addEventListener(type, onEvent, true);
  }
}
