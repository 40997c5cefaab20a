import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiKeyForm } from '@/features/account/components/api-key-form';
import { SetupProgress } from '@/features/account/components/setup-progress';
import { useSetupSession } from '@/features/account/hooks/use-setup-session';
import { usePageMetadata } from '@/hooks/use-page-metadata';

export function ApiKeyRoute() {
  usePageMetadata({
    title: 'Enter Gemini API',
    description: 'Add your own Gemini API key; it is validated and stored encrypted.',
  });
  const ready = useSetupSession();
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted p-4">
      <div className="flex w-full max-w-lg flex-col gap-6">
        <SetupProgress current={3} />
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h1>Enter Gemini API</h1>
            </CardTitle>
            <CardDescription>
              Quarry uses your own Gemini API key. It is validated with Google, then stored encrypted.
            </CardDescription>
          </CardHeader>
          <CardContent>{ready ? <ApiKeyForm /> : <Spinner label="Checking your session" />}</CardContent>
        </Card>
      </div>
    </main>
  );
}
