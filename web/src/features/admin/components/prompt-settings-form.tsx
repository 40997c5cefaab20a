import { modelField, SaveSystemSettingsRequest, type SystemSettings } from '@quarry/contracts/admin';
import { FLASH_MODEL, PRO_MODEL } from '@quarry/contracts/models';
import { Loader2 } from 'lucide-react';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { sentenceResolver } from '@/lib/sentence-resolver';
import { useSaveSettings } from '../api/admin-mutations';
import { modelLabel } from '../utils/model-label';
import { PROMPT_CARDS } from '../utils/prompt-cards';
import { ModelPricesCard } from './model-prices-card';
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
            <Card key={card.name} role="group" aria-label={card.title}>
              <CardHeader>
                <CardTitle className="text-lg">{card.title}</CardTitle>
                <CardDescription>{card.usedBy}</CardDescription>
              </CardHeader>
              <CardContent className="flex flex-col gap-3">
                <FormField
                  control={form.control}
                  name={`settings.${card.name}`}
                  render={({ field }) => (
                    <FormItem>
                      <FormLabel className="sr-only">{card.title} prompt</FormLabel>
                      <FormControl>
                        <Textarea rows={5} {...field} />
                      </FormControl>
                      <FormMessage />
                    </FormItem>
                  )}
                />
                <FormField
                  control={form.control}
                  name={`settings.${modelField(card.name)}`}
                  render={({ field }) => (
                    <FormItem className="flex items-center gap-3">
                      <FormLabel>Model</FormLabel>
                      <Select value={field.value} onValueChange={field.onChange}>
                        <FormControl>
                          <SelectTrigger className="min-w-40" aria-label={`${card.title} model`}>
                            {/* An older id saved before shows as itself until Flash or Pro is chosen. */}
                            <SelectValue>{modelLabel(field.value)}</SelectValue>
                          </SelectTrigger>
                        </FormControl>
                        <SelectContent>
                          <SelectItem value={FLASH_MODEL}>Flash</SelectItem>
                          <SelectItem value={PRO_MODEL}>Pro</SelectItem>
                        </SelectContent>
                      </Select>
                    </FormItem>
                  )}
                />
              </CardContent>
            </Card>
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
