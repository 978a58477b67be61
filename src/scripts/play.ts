import { onLinkActivate } from "./link-activation";

/**
 * Makes every video play link on the page (src/components/video-facade.tsx) play in
 * place: a plain click, Enter or Space swaps the link for the player markup that the
 * page holds, inert, in the `<template>` right after it, and moves the focus to the
 * player. Without this script, the link opens the video on the provider's site.
 */
export function enhancePlayLinks() {
  onLinkActivate("a[data-play]", (link) => {
    const template = link.nextElementSibling;
    if (!(template instanceof HTMLTemplateElement)) return false;
    const player = document.importNode(template.content, true);
    const frame = player.querySelector("iframe");
    template.remove();
    link.replaceWith(player);
    frame?.focus();
    return true;
  });
}
