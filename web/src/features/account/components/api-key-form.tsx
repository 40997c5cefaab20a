import { Eye, EyeOff, Loader2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useApiKeySubmit } from '../hooks/use-api-key-submit';
import { ApiKeyHelp } from './api-key-help';

/** The Gemini key entry: a hidden-by-default input, the help box and 'Validate & Continue'. */
export function ApiKeyForm() {
  const [key, setKey] = useState('');
  const [visible, setVisible] = useState(false);
  const { submit, pending } = useApiKeySubmit();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!pending) submit(key);
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" noValidate>
      <div className="flex flex-col gap-2">
        <label htmlFor="gemini-api-key" className="text-sm font-medium">
          Gemini API Key
        </label>
        <div className="flex gap-2">
          <input
            id="gemini-api-key"
            type={visible ? 'text' : 'password'}
            autoComplete="off"
            spellCheck={false}
            placeholder="Your Gemini API key begins with AIza..."
            value={key}
            onChange={(event) => setKey(event.target.value)}
            className="h-10 min-w-0 flex-1 rounded-md border border-input bg-background px-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          />
          <Button
            variant="outline"
            size="icon"
            aria-label={visible ? 'Hide API key' : 'Show API key'}
            aria-controls="gemini-api-key"
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          </Button>
        </div>
      </div>
      <ApiKeyHelp />
      <Button type="submit" disabled={pending || !key.trim()}>
        {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
        {pending ? 'Validating...' : 'Validate & Continue'}
      </Button>
    </form>
  );
}
