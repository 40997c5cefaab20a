import type { SaveSystemSettingsRequest } from '@quarry/contracts/admin';
import type { Control } from 'react-hook-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';

type PriceField =
  | 'settings.modelPrices.flash.input'
  | 'settings.modelPrices.flash.output'
  | 'settings.modelPrices.pro.input'
  | 'settings.modelPrices.pro.output';

const PRICE_FIELDS: { name: PriceField; label: string }[] = [
  { name: 'settings.modelPrices.flash.input', label: 'Flash input' },
  { name: 'settings.modelPrices.flash.output', label: 'Flash output' },
  { name: 'settings.modelPrices.pro.input', label: 'Pro input' },
  { name: 'settings.modelPrices.pro.output', label: 'Pro output' },
];

/**
 * The price table usage is estimated with (docs/architecture/usage-and-analytics.md): US dollars per million tokens, with
 * the date they were taken. Saved with the prompts, so each version records the prices it ran at.
 */
export function ModelPricesCard({ control }: { control: Control<SaveSystemSettingsRequest> }) {
  return (
    <Card role="group" aria-label="Model prices">
      <CardHeader>
        <CardTitle className="text-lg">Model prices</CardTitle>
        <CardDescription>
          US dollars per million tokens; thinking tokens count as output. Reports, /my-reports, analytics and
          spend alerts estimate cost with these from the next run.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 sm:grid-cols-2 lg:grid-cols-5">
        {PRICE_FIELDS.map((price) => (
          <FormField
            key={price.name}
            control={control}
            name={price.name}
            render={({ field }) => (
              <FormItem>
                <FormLabel>{price.label}</FormLabel>
                <FormControl>
                  <Input
                    type="number"
                    inputMode="decimal"
                    min={0}
                    step="any"
                    name={field.name}
                    ref={field.ref}
                    onBlur={field.onBlur}
                    value={Number.isNaN(field.value) ? '' : field.value}
                    onChange={(event) => field.onChange(event.target.valueAsNumber)}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        ))}
        <FormField
          control={control}
          name="settings.modelPrices.asOf"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Prices as of</FormLabel>
              <FormControl>
                <Input type="date" {...field} />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
      </CardContent>
    </Card>
  );
}
