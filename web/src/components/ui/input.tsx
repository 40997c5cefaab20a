import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/** Shared look of the text controls (Input, Textarea): a visible focus ring and a red edge when invalid. */
export const textControlClass =
  'w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-sm text-foreground placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:cursor-not-allowed disabled:opacity-50 aria-[invalid=true]:border-destructive aria-[invalid=true]:focus-visible:ring-destructive';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input type={type} data-slot="input" className={cn(textControlClass, 'h-10', className)} {...props} />
  );
}
