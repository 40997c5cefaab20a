import { ExternalLink, Loader2 } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { launchInterface } from '../flows/launch-check';

/** The analytics interface: Initializing until the server gives its address, then Live. */
export function LaunchCard({ url }: { url: string | null }) {
  const newTabNote = useId();
  const ready = url !== null;
  return (
    <Card>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle>Analytics Interface</CardTitle>
          <Badge role="status" variant={ready ? 'success' : 'warning'}>
            {ready ? 'Live' : 'Initializing'}
          </Badge>
        </div>
        <CardDescription>
          Reports run, documents read, tokens and estimated cost, per report, per model and per month.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          size="lg"
          className="h-auto min-h-11 w-full whitespace-normal sm:w-auto"
          disabled={!ready}
          aria-describedby={ready ? newTabNote : undefined}
          onClick={() => launchInterface(url)}
        >
          {ready ? (
            <ExternalLink aria-hidden="true" />
          ) : (
            <Loader2 className="animate-spin" aria-hidden="true" />
          )}
          {ready ? 'Launch Streamlit Interface' : 'Initializing...'}
        </Button>
        <span id={newTabNote} className="sr-only">
          Opens in a new tab
        </span>
      </CardContent>
    </Card>
  );
}
