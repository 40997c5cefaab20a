import { DayOfWeek, ScheduleFrequency } from '@quarry/contracts/sharing';
import { useFormContext } from 'react-hook-form';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import type { ScheduleValues } from '../utils/schedule-form';

const FREQUENCY_LABELS: Record<ScheduleFrequency, string> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
};

/** How often a scheduled share runs: daily, weekly or monthly. */
export function FrequencyField() {
  const { control } = useFormContext<ScheduleValues>();
  return (
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
  );
}

/** The time of day a scheduled share runs, in the browser's zone. */
export function TimeField() {
  const { control } = useFormContext<ScheduleValues>();
  return (
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
  );
}

/** The weekday a weekly share runs on. */
export function DayOfWeekField() {
  const { control } = useFormContext<ScheduleValues>();
  return (
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
  );
}

/** The day a monthly share runs on, checked as it is typed. */
export function DayOfMonthField({ maxDayOfMonth }: { maxDayOfMonth: 28 | 31 }) {
  const { control, trigger } = useFormContext<ScheduleValues>();
  return (
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
  );
}
