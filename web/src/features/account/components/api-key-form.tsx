import { Eye, EyeOff, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, useFormField } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { useApiKeySubmit } from '../hooks/use-api-key-submit';
import { ApiKeyHelp } from './api-key-help';

/** Shows or hides the key; it names the input it controls. */
function VisibilityToggle({ visible, onToggle }: { visible: boolean; onToggle: () => void }) {
  const { formItemId } = useFormField();
  return (
    <Button
      variant="outline"
      size="icon"
      aria-label={visible ? 'Hide API key' : 'Show API key'}
      aria-controls={formItemId}
      onClick={onToggle}
    >
      {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
    </Button>
  );
}

/** The Gemini key entry: a hidden-by-default input, the help box and 'Validate & Continue'. */
export function ApiKeyForm() {
  const [visible, setVisible] = useState(false);
  const { form, submit, pending, blank } = useApiKeySubmit();

  return (
    <Form {...form}>
      <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" noValidate>
        <FormField
          control={form.control}
          name="geminiApiKey"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Gemini API Key</FormLabel>
              <div className="flex gap-2">
                {/* A missing key is told in the 'API Key Required' toast (spec), not under the field. */}
                <FormControl>
                  <Input
                    {...field}
                    type={visible ? 'text' : 'password'}
                    autoComplete="off"
                    spellCheck={false}
                    placeholder="Your Gemini API key begins with AIza..."
                    className="flex-1"
                  />
                </FormControl>
                <VisibilityToggle visible={visible} onToggle={() => setVisible((shown) => !shown)} />
              </div>
            </FormItem>
          )}
        />
        <ApiKeyHelp />
        <Button type="submit" disabled={pending || blank}>
          {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
          {pending ? 'Validating...' : 'Validate & Continue'}
        </Button>
      </form>
    </Form>
  );
}
