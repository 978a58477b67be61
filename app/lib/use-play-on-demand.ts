import type * as React from "react";
import { useEffect, useRef, useState } from "react";

/**
 * A player shown only on request (a video facade): whether it is showing, a ref for
 * the player, which takes focus when it appears so that keyboard users keep their
 * place, and the handlers for the link that asks for it. The link's href opens the
 * video elsewhere when scripts are missing; with them, a click, Enter or Space plays
 * it in place, as a button would.
 */
export function usePlayOnDemand<T extends HTMLElement>() {
  const [playing, setPlaying] = useState(false);
  const player = useRef<T>(null);
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  const playLink = {
    onClick: (event: React.MouseEvent<HTMLAnchorElement>) => {
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
