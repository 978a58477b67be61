import { useEffect, useRef, useState } from "react";

/**
 * A player shown only on request (a video facade): whether it is showing, the
 * request, and a ref for the player, which takes focus when it appears so that
 * keyboard users keep their place.
 */
export function usePlayOnDemand<T extends HTMLElement>() {
  const [playing, setPlaying] = useState(false);
  const player = useRef<T>(null);
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  return { playing, play: () => setPlaying(true), player };
}
