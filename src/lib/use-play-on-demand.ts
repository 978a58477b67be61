import type * as React from "react";
import { useEffect, useRef, useState } from "react";

/**
 * A player shown only on request (a training video in the video library island):
 * whether it is showing, a ref for the player, which takes focus when it appears so
 * that keyboard users keep their place, and the handlers for the link that asks for
 * it. The link's href opens the video elsewhere when scripts are missing; with them,
 * a click, Enter or Space plays it in place, as a button would. A click with a
 * modifier key (Ctrl or Cmd for a new tab, Shift for a window) still follows the
 * link, as the visitor asked. Static pages do the same without React:
 * src/scripts/play.ts.
 */
export function usePlayOnDemand<T extends HTMLElement>() {
  const [playing, setPlaying] = useState(false);
  const player = useRef<T>(null);
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  const playLink = {
    // wantsLinkItself (src/scripts/link-activation.ts), repeated rather than imported: shared with
    // the static pages' script, it would become a chunk of its own, one more request.
    onClick: (event: React.MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      event.preventDefault();
      setPlaying(true);
    },
    onKeyDown: (event: React.KeyboardEvent<HTMLAnchorElement>) => {
      if (event.key !== " ") return;
      event.preventDefault();
      setPlaying(true);
    },
  };
  return { playing, player, playLink };
}
