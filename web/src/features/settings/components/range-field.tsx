import { useId } from 'react';

type RangeFieldProps = {
  label: string;
  description: string;
  value: number;
  min: number;
  max: number;
  /** The value as the user reads it, e.g. '3 months'; shown beside the label and read out by screen readers. */
  valueText: string;
  onChange: (value: number) => void;
};

/** A labelled native slider (step 1) with its current value written out. */
export function RangeField({ label, description, value, min, max, valueText, onChange }: RangeFieldProps) {
  const id = useId();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-baseline justify-between gap-4">
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <output htmlFor={id} className="text-sm font-medium tabular-nums">
          {valueText}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={1}
        value={value}
        aria-valuetext={valueText}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange(Number(event.target.value))}
        className="w-full accent-primary"
      />
      <p id={`${id}-description`} className="text-xs text-muted-foreground">
        {description}
      </p>
    </div>
  );
}
