import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useStartAuthorization } from '../hooks/use-start-authorization';
import { rememberReturnPath } from '../utils/return-path';

/**
 * The Welcome page's sign-in card, shown when there is no session to continue. `returnTo` is where
 * the browser lands after signing in (a link opened while signed out); it survives the trip to Google.
 */
export function WelcomeCard({ returnTo = null }: { returnTo?: string | null }) {
  const { start, pending } = useStartAuthorization('signin', 'Authentication Failed');
  return (
    <Card className="text-center">
      <CardHeader>
        <CardTitle asChild>
          <h1>Welcome to Quarry</h1>
        </CardTitle>
        <CardDescription>
          Sign in with your Google account to ask questions about the documents in your Google Drive.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button
          className="w-full"
          size="lg"
          disabled={pending}
          aria-busy={pending}
          onClick={() => {
            rememberReturnPath(returnTo);
            void start();
          }}
        >
          {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Continue with Google
        </Button>
      </CardContent>
    </Card>
  );
}
