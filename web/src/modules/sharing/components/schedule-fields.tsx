import { useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { type ScheduleValues, upcomingRuns } from '../utils/schedule-form';
import { DayOfMonthField, DayOfWeekField, FrequencyField, TimeField } from './schedule-time-fields';
import { WatchForChangesField } from './watch-for-changes-field';

type ScheduleProps = { timeZone: string; maxDayOfMonth: 28 | 31 };

/**
 * The share type and schedule of a share dialog (spec part 2 section 4): on demand or scheduled,
 * daily, weekly or monthly at a time in the browser's zone, with the next three runs, and whether
 * a scheduled share e-mails only when the answer changed. Used inside a <Form> whose values
 * include ScheduleValues.
 */
export function ScheduleFields({ timeZone, maxDayOfMonth }: ScheduleProps) {
  const { control } = useFormContext<ScheduleValues>();
  const values = useWatch({ control });
  const runs = useMemo(
    () => upcomingRuns(values, timeZone, new Date(), maxDayOfMonth),
    [values, timeZone, maxDayOfMonth],
  );

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-medium text-sm">When it runs</legend>
      <ShareTypeField />
      {values.shareType === 'scheduled' && (
        <div className="grid gap-3 sm:grid-cols-2">
          <FrequencyField />
          <TimeField />
          {values.scheduleFrequency === 'weekly' && <DayOfWeekField />}
          {values.scheduleFrequency === 'monthly' && <DayOfMonthField maxDayOfMonth={maxDayOfMonth} />}
          <p className="text-muted-foreground text-sm sm:col-span-2">Time zone: {timeZone}</p>
          <NextRuns runs={runs} />
          <WatchForChangesField />
        </div>
      )}
    </fieldset>
  );
}

function ShareTypeField() {
  const { control } = useFormContext<ScheduleValues>();
  return (
    <FormField
      control={control}
      name="shareType"
      render={({ field }) => (
        <FormItem>
          <FormLabel>Share type</FormLabel>
          <Select value={field.value} onValueChange={field.onChange}>
            <FormControl>
              <SelectTrigger>
                <SelectValue />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              <SelectItem value="scheduled">Scheduled</SelectItem>
              <SelectItem value="adhoc">On demand (members run it)</SelectItem>
            </SelectContent>
          </Select>
        </FormItem>
      )}
    />
  );
}

function NextRuns({ runs }: { runs: string[] }) {
  if (runs.length === 0) return null;
  return (
    <div className="sm:col-span-2">
      <p className="font-medium text-sm">Next runs</p>
      <ul aria-label="Next runs" className="list-disc pl-5 text-muted-foreground text-sm">
        {runs.map((run) => (
          <li key={run}>{run}</li>
        ))}
      </ul>
    </div>
  );
}
