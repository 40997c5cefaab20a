import { modelField, type SaveSystemSettingsRequest } from '@quarry/contracts/admin';
import { FLASH_MODEL, PRO_MODEL } from '@quarry/contracts/models';
import type { Control } from 'react-hook-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { modelLabel } from '../utils/model-label';
import type { PromptCard as Prompt } from '../utils/prompt-cards';

/** One prompt's card: its text, and whether Flash or Pro answers it. */
export function PromptCard({ card, control }: { card: Prompt; control: Control<SaveSystemSettingsRequest> }) {
  return (
    <Card role="group" aria-label={card.title}>
      <CardHeader>
        <CardTitle className="text-lg">{card.title}</CardTitle>
        <CardDescription>{card.usedBy}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <FormField
          control={control}
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
          control={control}
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
  );
}
