import { useFormContext } from 'react-hook-form';
import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import type { ChatPreferencesValues } from './chat-preferences-schema';

/** The monthly spend alert (DESIGN section 15): one e-mail when this month's estimated cost passes it. */
export function SpendAlertField() {
  const { control } = useFormContext<ChatPreferencesValues>();
  return (
    <FormField
      control={control}
      name="monthlySpendAlertUsd"
      render={({ field }) => (
        <FormItem>
          <FormLabel>Monthly spend alert (USD)</FormLabel>
          <FormControl>
            <Input {...field} inputMode="decimal" placeholder="e.g. 5.00" className="max-w-40" />
          </FormControl>
          <FormDescription>
            One e-mail when your reports' estimated Gemini cost this month (UTC) passes this amount. Leave it
            empty for no alert.
          </FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
