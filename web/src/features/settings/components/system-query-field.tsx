import {
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Textarea } from '@/components/ui/textarea';
import type { ChatPreferencesControl } from './chat-preferences-schema';

type SystemQueryFieldProps = { control: ChatPreferencesControl; maxLength: number };

export function SystemQueryField({ control, maxLength }: SystemQueryFieldProps) {
  return (
    <FormField
      control={control}
      name="systemQuery"
      render={({ field }) => (
        <FormItem>
          <FormLabel>System Query</FormLabel>
          <FormControl>
            <Textarea {...field} rows={4} maxLength={maxLength} />
          </FormControl>
          <FormDescription>
            A query that is run each time you use Quarry, alongside your question.
          </FormDescription>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
