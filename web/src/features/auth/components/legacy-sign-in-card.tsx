import { CheckCircle2, Circle, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { LegacyView } from '../flows/legacy-sign-in';

function statusText(view: LegacyView): string {
  switch (view.status) {
    case 'processing':
      return 'Checking your sign-in...';
    case 'redirecting':
      return 'Redirecting to Google...';
    case 'signed-in':
      return view.setupRequired
        ? 'Authenticated. Taking you to setup...'
        : 'Authenticated. Taking you to Quarry...';
    case 'error':
      return view.message;
  }
}

function StepIcon({ done, failed }: { done: boolean; failed?: boolean }) {
  if (failed) return <XCircle className="size-5 text-destructive" aria-hidden="true" />;
  if (done) return <CheckCircle2 className="size-5 text-green-600" aria-hidden="true" />;
  return <Circle className="size-5 text-muted-foreground" aria-hidden="true" />;
}

/** The legacy two-step page: Google authentication, then the Gemini key setup. */
export function LegacySignInCard({ view }: { view: LegacyView }) {
  const signedIn = view.status === 'signed-in';
  const busy = view.status === 'processing' || view.status === 'redirecting';
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h1>Connect your account</h1>
        </CardTitle>
        <CardDescription>Two steps: sign in with Google, then add your Gemini API key.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <ol className="flex flex-col gap-3">
          <li className="flex items-center gap-3">
            <StepIcon done={signedIn} failed={view.status === 'error'} />
            <span>Step 1: Google authentication</span>
          </li>
          <li className="flex items-center gap-3">
            <StepIcon done={signedIn && !view.setupRequired} />
            <span>Step 2: Gemini API key setup</span>
          </li>
        </ol>
        <div className="flex items-center gap-2 text-sm" role={view.status === 'error' ? 'alert' : undefined}>
          {busy && <Spinner label={statusText(view)} />}
          <span className={view.status === 'error' ? 'text-destructive' : 'text-muted-foreground'}>
            {statusText(view)}
          </span>
        </div>
        {signedIn && view.setupRequired && (
          <Button asChild>
            <Link to={paths.apiKey.getHref()}>Continue to Setup Now</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
