import type { UnsubscribeState } from '@quarry/contracts/delivery';
import { useMutation } from '@tanstack/react-query';
import { BellOff, BellRing, Loader2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { resubscribe, unsubscribe } from '../api/unsubscribe';

function Stopped({ state }: { state: UnsubscribeState }) {
  return state.unsubscribed ? (
    <>
      <strong>{state.email}</strong> will no longer get e-mails for '{state.reportName}', shared with{' '}
      {state.teamName}. You stay in the team and can still read the report on the team dashboard.
    </>
  ) : (
    <>
      <strong>{state.email}</strong> will get e-mails for '{state.reportName}' again.
    </>
  );
}

/**
 * Where an e-mail's unsubscribe link leads (DESIGN section 12): one click stops that shared
 * report's e-mails to that address, without signing in; Resubscribe undoes it.
 */
export function UnsubscribeCard() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const stop = useMutation({ mutationFn: unsubscribe });
  const undo = useMutation({ mutationFn: resubscribe });
  const started = useRef(false);

  useEffect(() => {
    if (started.current || !token) return;
    started.current = true;
    stop.mutate(token);
  }, [token, stop]);

  const state = undo.data ?? stop.data;
  const error = undo.error ?? stop.error;
  if (!token || (error instanceof ApiError && error.status < 500)) {
    return (
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h1>Link Not Valid</h1>
          </CardTitle>
          <CardDescription>
            This unsubscribe link is not valid, or the report is no longer shared. Open the latest e-mail and
            use its link.
          </CardDescription>
        </CardHeader>
      </Card>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h1 className="flex items-center gap-2">
            {state?.unsubscribed === false ? <BellRing aria-hidden="true" /> : <BellOff aria-hidden="true" />}
            {state ? (state.unsubscribed ? 'Unsubscribed' : 'Subscribed Again') : 'Unsubscribing...'}
          </h1>
        </CardTitle>
        <CardDescription>
          {state ? <Stopped state={state} /> : error ? 'Could not unsubscribe. Please try again.' : null}
        </CardDescription>
      </CardHeader>
      <CardContent className="text-muted-foreground text-sm">
        Other reports and teams are not affected.
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        {error && !state && (
          <Button onClick={() => stop.mutate(token)} disabled={stop.isPending}>
            Try again
          </Button>
        )}
        {state?.unsubscribed && (
          <Button variant="outline" onClick={() => undo.mutate(token)} disabled={undo.isPending}>
            {undo.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Resubscribe
          </Button>
        )}
        {state?.unsubscribed === false && (
          <Button variant="outline" onClick={() => stop.mutate(token)} disabled={stop.isPending}>
            Unsubscribe again
          </Button>
        )}
        <Button asChild variant="ghost">
          <Link to={paths.home.getHref()}>Go to Quarry</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
