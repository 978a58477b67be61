import type * as React from "react";
import { useEffect, useRef, useState } from "react";

/**
 * Whether a click on a link asks for the link itself rather than for what the page does
 * with it: another mouse button, or a modifier key (a new tab or window, a download).
 * Enter on a focused link arrives as a plain primary click.
 */
export function wantsLinkItself(
  event: Pick<MouseEvent, "button" | "metaKey" | "ctrlKey" | "shiftKey" | "altKey">,
): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * The handlers for a link the page acts on in place (a video's play link, an image's
 * Enlarge link): a plain click, Enter or Space runs `act` instead of following the
 * link, as a button would; a click with another button or a modifier key follows it.
 */
export function actOnLink(act: () => void) {
  return {
    onClick: (event: React.MouseEvent<HTMLAnchorElement>) => {
      if (wantsLinkItself(event)) return;
      event.preventDefault();
      act();
    },
    onKeyDown: (event: React.KeyboardEvent<HTMLAnchorElement>) => {
      if (event.key !== " ") return;
      event.preventDefault();
      act();
    },
  };
}

/**
 * A player shown only on request (a video facade): whether it is showing, a ref for
 * the player, which takes focus when it appears so that keyboard users keep their
 * place, and the handlers for the link that asks for it. The link's href opens the
 * video elsewhere when scripts are missing; with them, a click, Enter or Space plays
 * it in place, as a button would. A click with a modifier key (Ctrl or Cmd for a new
 * tab, Shift for a window) still follows the link, as the visitor asked.
 */
export function usePlayOnDemand<T extends HTMLElement>() {
  const [playing, setPlaying] = useState(false);
  const player = useRef<T>(null);
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  const playLink = actOnLink(() => setPlaying(true));
  return { playing, player, playLink };
}
