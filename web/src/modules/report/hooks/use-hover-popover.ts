import { type MouseEvent, type PointerEvent, useEffect, useRef, useState } from 'react';

/** Short enough to feel immediate, long enough that a pointer crossing the text opens nothing. */
const OPEN_DELAY_MS = 150;
/** Time to move the pointer from the trigger into the popover before it closes. */
const CLOSE_DELAY_MS = 200;

/**
 * A popover that opens on hover with a mouse, and on click, tap or Enter/Space like any Radix popover.
 * Hover-opened, it follows the pointer and leaves focus where it is; clicked (or keyed) open, it is
 * pinned: it stays until Escape, a click outside or another click, and takes focus for the keyboard.
 */
export function useHoverPopover() {
  const [open, setOpen] = useState(false);
  const pinned = useRef(false);
  const timer = useRef<number | undefined>(undefined);

  const cancel = () => window.clearTimeout(timer.current);
  const later = (next: boolean, delay: number) => {
    cancel();
    timer.current = window.setTimeout(() => setOpen(next), delay);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    if (open) cancel();
    else later(true, OPEN_DELAY_MS);
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || pinned.current) return;
    later(false, CLOSE_DELAY_MS);
  };

  return {
    open,
    onOpenChange(next: boolean) {
      cancel();
      pinned.current = next;
      setOpen(next);
    },
    triggerProps: {
      onPointerEnter,
      onPointerLeave,
      onClick(event: MouseEvent) {
        cancel();
        // A click on a popover the pointer opened keeps it open rather than toggling it shut.
        if (open && !pinned.current) {
          event.preventDefault();
          pinned.current = true;
        }
      },
    },
    contentProps: {
      onPointerEnter,
      onPointerLeave,
      onOpenAutoFocus(event: Event) {
        if (!pinned.current) event.preventDefault();
      },
    },
  };
}
