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

/** The per-report cost cap (DESIGN section 18): reading stops before a report's cost would pass it. */
export function CostCapField() {
  const { control } = useFormContext<ChatPreferencesValues>();
  return (
    <FormField
      control={control}
      name="reportCostCapUsd"
      render={({ field }) => (
        <FormItem>
          <FormLabel>Cost cap per report (USD)</FormLabel>
          <FormControl>
            <Input {...field} inputMode="decimal" placeholder="e.g. 2.00" className="max-w-40" />
          </FormControl>
          <FormDescription>
            A report stops reading documents before its estimated Gemini cost could pass this amount, and says
            which documents it did not read. Saved reports can have their own cap. Leave it empty for no cap.
          </FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
