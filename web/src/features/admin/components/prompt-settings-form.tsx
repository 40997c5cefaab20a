import { SaveSystemSettingsRequest, type SystemSettings } from '@quarry/contracts/admin';
import { Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { sentenceResolver } from '@/lib/sentence-resolver';
import { useSaveSettings } from '../api/admin-mutations';
import { PROMPT_CARDS } from '../utils/prompt-cards';
import { ModelPricesCard } from './model-prices-card';
import { PromptCard } from './prompt-card';
import { PromptTestPanel } from './prompt-test-panel';

/**
 * A card per prompt (spec part 3 section 2) with its Flash/Pro switch and the step that reads it,
 * and Save All Settings with a note of what changed: every save is a new version.
 */
export function PromptSettingsForm({
  settings,
  version,
}: {
  settings: SystemSettings;
  version: number | null;
}) {
  const save = useSaveSettings();
  const form = useForm({
    resolver: sentenceResolver(SaveSystemSettingsRequest),
    defaultValues: { settings, message: '' },
  });

  useEffect(() => {
    form.reset({ settings, message: '' });
  }, [settings, form]);

  const onSubmit = form.handleSubmit((values) => save.start(values));

  return (
    <Form {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-4">
        <p className="text-muted-foreground text-sm">
          {version === null ? 'The built-in defaults are live.' : `Version ${version} is live.`} A change
          applies to the next report, without a restart.
        </p>
        <div className="grid gap-4 lg:grid-cols-2">
          {PROMPT_CARDS.map((card) => (
            <PromptCard key={card.name} card={card} control={form.control} />
          ))}
        </div>
        <ModelPricesCard control={form.control} />
        <PromptTestPanel draft={() => form.getValues('settings')} />
        <div className="sticky bottom-0 flex flex-col gap-2 border-t bg-background py-3 sm:flex-row sm:items-end">
          <FormField
            control={form.control}
            name="message"
            render={({ field }) => (
              <FormItem className="flex-1">
                <FormLabel>What changed</FormLabel>
                <FormControl>
                  <Input placeholder="e.g. Shorter answers on Flash" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" disabled={save.isPending}>
            {save.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Save All Settings
          </Button>
        </div>
      </form>
    </Form>
  );
}
