import type { UnsubscribeState } from '@quarry/contracts/delivery';
import { useMutation } from '@tanstack/react-query';
import { BellOff, BellRing, Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-error';
import { resubscribe, unsubscribe, useUnsubscribeState } from '../api/unsubscribe';

/** What the page says, from the last answer and whether it came from Resubscribe. */
function texts(state: UnsubscribeState, resubscribed: boolean) {
  if (state.kind === 'watch') return watchTexts(state, resubscribed);
  const what = `'${state.reportName}', shared with ${state.teamName}`;
  if (state.unsubscribed) {
    return {
      title: 'Unsubscribed',
      body: `will no longer get e-mails for ${what}. You stay in the team and can still read the report on the team dashboard.`,
    };
  }
  if (resubscribed) return { title: 'Subscribed Again', body: `will get e-mails for ${what} again.` };
  return { title: 'Unsubscribe from these e-mails?', body: `gets e-mails for ${what}.` };
}

/** The owner's link of a watched report's e-mails (docs/decisions/watching.md): unsubscribing stops the watch. */
function watchTexts(state: UnsubscribeState, resubscribed: boolean) {
  const what = `'${state.reportName}'`;
  if (state.unsubscribed) {
    return {
      title: 'Unsubscribed',
      body: `will no longer get e-mails when ${what} changes: Quarry has stopped watching it. The report stays saved, and you can watch it again on Saved Reports.`,
    };
  }
  if (resubscribed) {
    return {
      title: 'Subscribed Again',
      body: `will get an e-mail again when ${what} changes: Quarry watches it again.`,
    };
  }
  return {
    title: 'Unsubscribe from these e-mails?',
    body: `gets an e-mail when ${what} changes. Unsubscribing stops watching it for changes.`,
  };
}

function LinkNotValid() {
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

/**
 * Where an e-mail's unsubscribe link leads (docs/architecture/schedules-and-delivery.md). Opening it changes nothing (a mail
 * scanner or a link preview may open it too): it says which report's e-mails go to which address,
 * and one click on Unsubscribe stops them, without signing in; Resubscribe undoes it. Mail clients
 * keep their one-click POST (RFC 8058) to the API.
 */
export function UnsubscribeCard() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const current = useUnsubscribeState(token);
  const [answer, setAnswer] = useState<{ state: UnsubscribeState; resubscribed: boolean } | undefined>();
  const stop = useMutation({
    mutationFn: unsubscribe,
    onSuccess: (state) => setAnswer({ state, resubscribed: false }),
  });
  const undo = useMutation({
    mutationFn: resubscribe,
    onSuccess: (state) => setAnswer({ state, resubscribed: true }),
  });

  const error = current.error ?? stop.error ?? undo.error;
  if (!token || (error instanceof ApiError && error.status < 500)) return <LinkNotValid />;
  const state = answer?.state ?? current.data;
  const said = state ? texts(state, answer?.resubscribed ?? false) : undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h1 className="flex items-center gap-2">
            {state?.unsubscribed ? <BellOff aria-hidden="true" /> : <BellRing aria-hidden="true" />}
            {said?.title ?? 'Unsubscribe'}
          </h1>
        </CardTitle>
        <CardDescription>
          {state && said ? (
            <>
              <strong>{state.email}</strong> {said.body}
            </>
          ) : error ? (
            'Could not reach Quarry. Please try again.'
          ) : (
            <Spinner label="Checking the link" />
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="text-muted-foreground text-sm">
        Other reports and teams are not affected.
      </CardContent>
      <CardFooter className="flex flex-wrap gap-2">
        {current.isError && !state && (
          <Button onClick={() => void current.refetch()} disabled={current.isFetching}>
            Try again
          </Button>
        )}
        {state?.unsubscribed === false && (
          <Button onClick={() => stop.mutate(token)} disabled={stop.isPending} aria-busy={stop.isPending}>
            {stop.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            {answer?.resubscribed ? 'Unsubscribe again' : 'Unsubscribe'}
          </Button>
        )}
        {state?.unsubscribed && (
          <Button variant="outline" onClick={() => undo.mutate(token)} disabled={undo.isPending}>
            {undo.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Resubscribe
          </Button>
        )}
        <Button asChild variant="ghost">
          <Link to={paths.home.getHref()}>Go to Quarry</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
