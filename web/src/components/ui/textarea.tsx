import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { textControlClass } from './input';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={cn(textControlClass, 'min-h-20', className)} {...props} />;
}
