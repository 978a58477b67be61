import { useEffect, useEffectEvent } from "react";

type Area = () => Element | null | undefined;

/**
 * While a menu is open, closes it when a click lands outside `clickArea` or the focus
 * moves outside `focusArea` (by default the same area): an open menu left behind would
 * cover, or sit above, the element the visitor went on to.
 */
export function useCloseWhenLeft(
  open: boolean,
  close: () => void,
  clickArea: Area,
  focusArea: Area = clickArea,
) {
  const onPointerDown = useEffectEvent((event: Event) => {
    if (!clickArea()?.contains(event.target as Node)) close();
  });
  const onFocusIn = useEffectEvent((event: Event) => {
    if (!focusArea()?.contains(event.target as Node)) close();
  });
  useEffect(() => {
    if (!open) return;
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [open]);
}
