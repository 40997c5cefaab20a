import { Slider as SliderPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

type ThumbProps = Pick<
  ComponentProps<typeof SliderPrimitive.Thumb>,
  'id' | 'aria-label' | 'aria-labelledby' | 'aria-describedby' | 'aria-valuetext' | 'aria-invalid'
>;

type SliderProps = Omit<ComponentProps<typeof SliderPrimitive.Root>, keyof ThumbProps> & ThumbProps;

/**
 * A one-thumb slider. The thumb is the element with role slider, so the naming and describing props
 * (and an id, for FormControl) go to it rather than to the track's wrapper. A <label> cannot name a
 * span: give the label an id and pass it as aria-labelledby.
 */
export function Slider({
  className,
  id,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  'aria-valuetext': ariaValueText,
  'aria-invalid': ariaInvalid,
  ...props
}: SliderProps) {
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      className={cn(
        'relative flex w-full touch-none select-none items-center py-2 data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-muted-foreground/30">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        id={id}
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        aria-describedby={ariaDescribedBy}
        aria-valuetext={ariaValueText}
        aria-invalid={ariaInvalid}
        className="block size-5 rounded-full border-2 border-primary bg-background shadow transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background disabled:pointer-events-none"
      />
    </SliderPrimitive.Root>
  );
}
