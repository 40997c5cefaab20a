import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import { type ComponentProps, createContext, useCallback, useContext, useState } from 'react';
import { cn } from '@/lib/utils';

/**
 * Where the open menu is placed: the page's main landmark when its trigger is inside it, so the
 * menu's content is inside a landmark as the rest of the page is (axe: region; a phone's Export
 * menu was not). Elsewhere (the header's menus) the body, as before: the header's backdrop blur
 * would become the containing block of the menu's fixed position.
 */
const PortalContainer = createContext<{
  container: HTMLElement | null;
  place: (trigger: HTMLElement | null) => void;
}>({ container: null, place: () => {} });

/**
 * Non-modal by default. A modal Radix menu hides the rest of the page with aria-hidden while its own
 * trigger, in that hidden part, keeps focus or stays focusable (axe: aria-hidden-focus). A menu
 * needs no modality: Escape, a click outside and Tab away all close it.
 */
export function DropdownMenu({ modal = false, ...props }: ComponentProps<typeof DropdownMenuPrimitive.Root>) {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const place = useCallback((trigger: HTMLElement | null) => {
    setContainer(trigger?.closest<HTMLElement>('main, [role="main"]') ?? null);
  }, []);
  return (
    <PortalContainer.Provider value={{ container, place }}>
      <DropdownMenuPrimitive.Root modal={modal} {...props} />
    </PortalContainer.Provider>
  );
}

export function DropdownMenuTrigger(props: ComponentProps<typeof DropdownMenuPrimitive.Trigger>) {
  const { place } = useContext(PortalContainer);
  return <DropdownMenuPrimitive.Trigger {...props} ref={place} />;
}
export const DropdownMenuGroup = DropdownMenuPrimitive.Group;

export function DropdownMenuContent({
  className,
  sideOffset = 4,
  collisionPadding = 8,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Content>) {
  const { container } = useContext(PortalContainer);
  return (
    <DropdownMenuPrimitive.Portal container={container ?? undefined}>
      <DropdownMenuPrimitive.Content
        sideOffset={sideOffset}
        collisionPadding={collisionPadding}
        className={cn(
          // Never wider than a phone's screen; long menus scroll inside the space Radix measured.
          'z-50 min-w-56 max-w-[calc(100vw-1rem)] overflow-y-auto rounded-md border bg-background p-1 text-foreground shadow-md',
          'max-h-[var(--radix-dropdown-menu-content-available-height)]',
          className,
        )}
        {...props}
      />
    </DropdownMenuPrimitive.Portal>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof DropdownMenuPrimitive.Item>) {
  return (
    <DropdownMenuPrimitive.Item
      className={cn(
        'relative flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none transition-colors focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuLabel({
  className,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Label>) {
  return <DropdownMenuPrimitive.Label className={cn('px-2 py-1.5 text-sm', className)} {...props} />;
}

export function DropdownMenuSeparator({
  className,
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Separator>) {
  return (
    <DropdownMenuPrimitive.Separator className={cn('-mx-1 my-1 h-px bg-border', className)} {...props} />
  );
}
