import { CheckCircle2, Clock, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { CallbackView } from '../flows/callback-view';
import { SwitchAccountButton } from './switch-account-button';

type CallbackStatusCardProps = {
  view: CallbackView;
  /** A waiting view brings its own title. */
  titles: Record<Exclude<CallbackView['status'], 'waiting'>, string>;
  processingText: string;
  /** The error state's way back home: 'Try Again' after sign-in, 'Return to Home' after drive access. */
  homeLabel: string;
};

function titleOf(view: CallbackView, titles: CallbackStatusCardProps['titles']): string {
  if (view.status === 'waiting') return view.title;
  return view.status === 'error' && view.otherAccount ? view.otherAccount.title : titles[view.status];
}

/**
 * A return page's card: spinner while processing, then the success or the error state; a waiting
 * view (the account still being deleted) is calm, a status rather than an alert.
 */
export function CallbackStatusCard({ view, titles, processingText, homeLabel }: CallbackStatusCardProps) {
  return (
    <Card className="text-center">
      <CardHeader className="items-center">
        {view.status === 'processing' && <Spinner label={processingText} />}
        {view.status === 'success' && <CheckCircle2 className="size-10 text-green-600" aria-hidden="true" />}
        {view.status === 'error' && <XCircle className="size-10 text-destructive" aria-hidden="true" />}
        {view.status === 'waiting' && <Clock className="size-10 text-muted-foreground" aria-hidden="true" />}
        <CardTitle asChild>
          <h1>{titleOf(view, titles)}</h1>
        </CardTitle>
        <CardDescription
          role={view.status === 'error' ? 'alert' : view.status === 'waiting' ? 'status' : undefined}
        >
          {view.status === 'processing' ? processingText : view.message}
        </CardDescription>
      </CardHeader>
      {view.status === 'error' && (
        <CardContent className="flex flex-col items-center gap-2">
          {view.otherAccount && (
            <SwitchAccountButton invitedEmail={view.otherAccount.invitedEmail} signedIn={false} />
          )}
          <Button asChild variant={view.otherAccount ? 'outline' : 'default'}>
            <Link to={paths.home.getHref()}>{homeLabel}</Link>
          </Button>
        </CardContent>
      )}
      {view.status === 'waiting' && (
        <CardContent className="flex flex-col items-center gap-2">
          <Button asChild variant="outline">
            <Link to={paths.home.getHref()}>Return to Home</Link>
          </Button>
        </CardContent>
      )}
    </Card>
  );
}
