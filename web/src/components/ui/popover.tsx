import { Popover as PopoverPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverAnchor = PopoverPrimitive.Anchor;

/**
 * Radix gives the content role="dialog", and a dialog needs a name (axe: aria-dialog-name), so the
 * type asks for one: a label, or the id of what names it.
 */
type Named = { 'aria-label': string } | { 'aria-labelledby': string };

/**
 * Non-modal content in a portal: Escape and a click outside close it and focus goes back to the
 * trigger. Never wider than a phone's screen; a long body scrolls inside the space Radix measured.
 */
export function PopoverContent({
  className,
  align = 'center',
  sideOffset = 4,
  collisionPadding = 8,
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content> & Named) {
  return (
    <PopoverPrimitive.Portal>
      <PopoverPrimitive.Content
        data-slot="popover-content"
        align={align}
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(
          'z-50 w-80 max-w-[calc(100vw-1rem)] overflow-y-auto rounded-md border bg-background p-4 text-sm text-foreground shadow-md outline-none',
          'max-h-[var(--radix-popover-content-available-height)]',
          className,
        )}
        {...props}
      />
    </PopoverPrimitive.Portal>
  );
}
