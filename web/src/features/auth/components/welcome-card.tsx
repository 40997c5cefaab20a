import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useStartAuthorization } from '../hooks/use-start-authorization';

/** The Welcome page's sign-in card, shown when there is no session to continue. */
export function WelcomeCard() {
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
          onClick={() => void start()}
        >
          {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
          Continue with Google
        </Button>
      </CardContent>
    </Card>
  );
}
