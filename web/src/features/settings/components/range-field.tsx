import type { ComponentProps } from 'react';
import type { FieldPathByValue } from 'react-hook-form';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
  useFormField,
} from '@/components/ui/form';
import { Slider } from '@/components/ui/slider';
import type { ChatPreferencesControl, ChatPreferencesValues } from './chat-preferences-schema';

type RangeName = FieldPathByValue<ChatPreferencesValues, number | string>;

type RangeFieldProps = {
  control: ChatPreferencesControl;
  name: RangeName;
  label: string;
  description: string;
  min: number;
  max: number;
  /** The value as the user reads it, e.g. '3 months'; shown beside the label and read out by screen readers. */
  format: (value: number) => string;
};

/** A labelled slider (step 1) with its current value written out. */
export function RangeField({ control, name, label, description, min, max, format }: RangeFieldProps) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const value = Number(field.value);
        return (
          <FormItem>
            <RangeLabel label={label} valueText={format(value)} />
            <FormControl>
              <RangeSlider
                min={min}
                max={max}
                value={value}
                valueText={format(value)}
                onChange={field.onChange}
                onBlur={field.onBlur}
              />
            </FormControl>
            <FormDescription>{description}</FormDescription>
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}

function RangeLabel({ label, valueText }: { label: string; valueText: string }) {
  const { formItemId } = useFormField();
  return (
    <div className="flex items-baseline justify-between gap-4">
      <FormLabel>{label}</FormLabel>
      <output htmlFor={formItemId} className="text-sm font-medium tabular-nums">
        {valueText}
      </output>
    </div>
  );
}

/** FormControl lends the id, aria-describedby and aria-invalid; they pass on to the thumb. */
type RangeSliderProps = Pick<ComponentProps<typeof Slider>, 'id' | 'aria-describedby' | 'aria-invalid'> & {
  min: number;
  max: number;
  value: number;
  valueText: string;
  onChange: (value: number) => void;
  onBlur: () => void;
};

/** The slider's thumb is a span, which a <label> cannot name: it is named by the label's id instead. */
function RangeSlider({ value, valueText, onChange, ...props }: RangeSliderProps) {
  const { formLabelId } = useFormField();
  return (
    <Slider
      {...props}
      step={1}
      value={[value]}
      aria-labelledby={formLabelId}
      aria-valuetext={valueText}
      onValueChange={([next]) => next !== undefined && onChange(next)}
    />
  );
}
