import { ExternalLink } from 'lucide-react';

export const KEY_STUDIO_URL = 'https://aistudio.google.com/app/apikey';

/** Where to get a key, and a tip to find it again later. */
export function ApiKeyHelp() {
  return (
    <aside aria-label="Where to get a key" className="rounded-md border bg-muted p-4 text-sm">
      <p className="font-medium">Don't have a key yet?</p>
      <p className="mt-1 text-muted-foreground">
        Create one for free in{' '}
        <a
          href={KEY_STUDIO_URL}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1 font-medium text-primary underline underline-offset-4"
        >
          Google AI Studio
          <ExternalLink className="size-3" aria-hidden="true" />
        </a>
        . When you create it, name its project <strong>Quarry</strong> so you can find the key later. Google
        bills your usage directly, with no markup.
      </p>
    </aside>
  );
}
