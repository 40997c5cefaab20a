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

/** A preference held as an amount in US dollars, empty for none. */
function UsdAmountField({
  name,
  label,
  placeholder,
  description,
}: {
  name: 'monthlySpendAlertUsd' | 'reportCostCapUsd';
  label: string;
  placeholder: string;
  description: string;
}) {
  const { control } = useFormContext<ChatPreferencesValues>();
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input {...field} inputMode="decimal" placeholder={placeholder} className="max-w-40" />
          </FormControl>
          <FormDescription>{description}</FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

/** The monthly spend alert (docs/architecture/usage-and-analytics.md): one e-mail when this month's estimated cost passes it. */
export function SpendAlertField() {
  return (
    <UsdAmountField
      name="monthlySpendAlertUsd"
      label="Monthly spend alert (USD)"
      placeholder="e.g. 5.00"
      description="One e-mail when your reports' estimated Gemini cost this month (UTC) passes this amount. Leave it empty for no alert."
    />
  );
}

/** The per-report cost cap (docs/architecture/reading-economy.md): reading stops before a report's cost would pass it. */
export function CostCapField() {
  return (
    <UsdAmountField
      name="reportCostCapUsd"
      label="Cost cap per report (USD)"
      placeholder="e.g. 2.00"
      description="A report stops reading documents before its estimated Gemini cost could pass this amount, and says which documents it did not read. Saved reports can have their own cap. Leave it empty for no cap."
    />
  );
}
