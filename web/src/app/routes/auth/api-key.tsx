import { useQuery } from '@tanstack/react-query';
import { PageHead } from '@/components/layouts/page-head';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { ApiKeyForm } from '@/features/account/components/api-key-form';
import { DRIVE_STEP, SetupProgress } from '@/features/account/components/setup-progress';
import { useSetupSession } from '@/features/account/hooks/use-setup-session';
import { getProfileQueryOptions } from '@/modules/account/api/get-profile';
import { KeyTierNote } from '@/modules/account/components/free-tier-note';

export function ApiKeyRoute() {
  const signedIn = useSetupSession();
  // A team member never authorized Drive: their step 2 says 'not needed' rather than a tick.
  const profile = useQuery({ ...getProfileQueryOptions(), enabled: signedIn });
  const ready = signedIn && !profile.isPending;
  const member = profile.data !== undefined && profile.data.userType !== 'creator';
  return (
    <>
      <PageHead
        title="Enter Gemini API"
        description="Add your own Gemini API key; it is validated and stored encrypted."
      />
      <main className="flex min-h-screen items-center justify-center bg-muted p-4">
        <div className="flex w-full max-w-lg flex-col gap-6">
          {/* Drawn once the profile says who this is, so a member never sees a tick flash on step 2. */}
          {ready && <SetupProgress current={3} notNeeded={member ? DRIVE_STEP : undefined} />}
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h1>Enter Gemini API</h1>
              </CardTitle>
              <CardDescription>
                Quarry uses your own Gemini API key. It is validated with Google, then stored encrypted.
              </CardDescription>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              {ready ? <ApiKeyForm /> : <Spinner label="Checking your session" />}
              <KeyTierNote enabled={signedIn} />
            </CardContent>
          </Card>
        </div>
      </main>
    </>
  );
}
