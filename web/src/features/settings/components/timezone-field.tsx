import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { timezoneOptions } from '../utils/timezones';
import type { ChatPreferencesControl } from './chat-preferences-schema';

type TimezoneFieldProps = {
  control: ChatPreferencesControl;
  /** The stored zone: listed even when it is not one of ours, so the select can show it. */
  saved: string;
};

export function TimezoneField({ control, saved }: TimezoneFieldProps) {
  return (
    <FormField
      control={control}
      name="timezone"
      render={({ field }) => (
        <FormItem>
          <FormLabel>Timezone</FormLabel>
          <Select name={field.name} value={field.value} onValueChange={field.onChange}>
            <FormControl>
              <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {timezoneOptions(saved).map((zone) => (
                <SelectItem key={zone.value} value={zone.value}>
                  {zone.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
