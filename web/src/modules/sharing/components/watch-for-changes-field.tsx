import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form';
import { Label } from '@/components/ui/label';
import type { ScheduleValues } from '../utils/schedule-form';

/** Whether a scheduled share e-mails the team only when the answer changed. */
export function WatchForChangesField() {
  const { control } = useFormContext<ScheduleValues>();
  const watchId = useId();
  return (
    <FormField
      control={control}
      name="watchForChanges"
      render={({ field }) => (
        <div className="flex items-start gap-2 sm:col-span-2">
          <Checkbox
            id={watchId}
            checked={field.value === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
            aria-describedby={`${watchId}-line`}
            className="mt-0.5"
          />
          <div className="flex flex-col gap-0.5">
            <Label htmlFor={watchId}>Watch for changes</Label>
            <p id={`${watchId}-line`} className="text-muted-foreground text-sm">
              E-mail the team only when the answer changed.
            </p>
          </div>
        </div>
      )}
    />
  );
}
