import { DayOfWeek, ScheduleFrequency } from '@quarry/contracts/sharing';
import { useId, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { type ScheduleValues, upcomingRuns } from '../utils/schedule-form';

const FREQUENCY_LABELS: Record<ScheduleFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};

/**
 * The share type and schedule of a share dialog (spec part 2 section 4): on demand or scheduled,
 * daily, weekly or monthly at a time in the browser's zone, with the next three runs, and whether
 * a scheduled share e-mails only when the answer changed (issue 31). Used inside
 * a <Form> whose values include ScheduleValues.
 */
export function ScheduleFields({ timeZone, maxDayOfMonth }: { timeZone: string; maxDayOfMonth: 28 | 31 }) {
  const { control, trigger } = useFormContext<ScheduleValues>();
  const values = useWatch({ control });
  const runs = useMemo(
    () => upcomingRuns(values, timeZone, new Date(), maxDayOfMonth),
    [values, timeZone, maxDayOfMonth],
  );
  const scheduled = values.shareType === 'scheduled';
  const watchId = useId();

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 font-medium text-sm">When it runs</legend>
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
      {scheduled && (
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField
            control={control}
            name="scheduleFrequency"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Frequency</FormLabel>
                <Select value={field.value} onValueChange={field.onChange}>
                  <FormControl>
                    <SelectTrigger>
                      <SelectValue />
                    </SelectTrigger>
                  </FormControl>
                  <SelectContent>
                    {ScheduleFrequency.options.map((frequency) => (
                      <SelectItem key={frequency} value={frequency}>
                        {FREQUENCY_LABELS[frequency]}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </FormItem>
            )}
          />
          <FormField
            control={control}
            name="scheduleTime"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Time</FormLabel>
                <FormControl>
                  <Input type="time" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          {values.scheduleFrequency === 'weekly' && (
            <FormField
              control={control}
              name="scheduleDayOfWeek"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Day of the week</FormLabel>
                  <Select value={field.value} onValueChange={field.onChange}>
                    <FormControl>
                      <SelectTrigger>
                        <SelectValue />
                      </SelectTrigger>
                    </FormControl>
                    <SelectContent>
                      {DayOfWeek.options.map((day) => (
                        <SelectItem key={day} value={day} className="capitalize">
                          {day[0]!.toUpperCase() + day.slice(1)}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </FormItem>
              )}
            />
          )}
          {values.scheduleFrequency === 'monthly' && (
            <FormField
              control={control}
              name="scheduleDayOfMonth"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Day of the month</FormLabel>
                  <FormControl>
                    <Input
                      type="number"
                      min={1}
                      max={maxDayOfMonth}
                      step={1}
                      {...field}
                      onChange={(event) => {
                        field.onChange(event);
                        // Said while typing: a day out of range is refused, not silently the 1st.
                        void trigger('scheduleDayOfMonth');
                      }}
                    />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
          )}
          <p className="text-muted-foreground text-sm sm:col-span-2">Time zone: {timeZone}</p>
          {runs.length > 0 && (
            <div className="sm:col-span-2">
              <p className="font-medium text-sm">Next runs</p>
              <ul aria-label="Next runs" className="list-disc pl-5 text-muted-foreground text-sm">
                {runs.map((run) => (
                  <li key={run}>{run}</li>
                ))}
              </ul>
            </div>
          )}
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
        </div>
      )}
    </fieldset>
  );
}
