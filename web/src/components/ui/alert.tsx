import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const alertVariants = cva(
  'relative grid w-full gap-1 rounded-lg border px-4 py-3 text-sm has-[>svg]:grid-cols-[1rem_1fr] has-[>svg]:gap-x-3 [&>svg]:size-4 [&>svg]:translate-y-0.5 [&>svg]:text-current',
  {
    variants: {
      variant: {
        default: 'bg-background text-foreground',
        destructive: 'border-destructive/50 bg-background text-destructive',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

type AlertProps = ComponentProps<'div'> & VariantProps<typeof alertVariants>;

/**
 * A message box. role="alert" by default, so screen readers announce it when it appears; pass
 * role="status" for news that should wait its turn. Destructive text stays on the page background (4.7:1).
 */
export function Alert({ className, variant, role = 'alert', ...props }: AlertProps) {
  return (
    <div data-slot="alert" role={role} className={cn(alertVariants({ variant }), className)} {...props} />
  );
}

export function AlertTitle({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="alert-title" className={cn('col-start-2 font-medium', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      data-slot="alert-description"
      className={cn('col-start-2 text-sm [&_p]:leading-relaxed', className)}
      {...props}
    />
  );
}
