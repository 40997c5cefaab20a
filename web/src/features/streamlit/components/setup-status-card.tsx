import { AlertTriangle, CheckCircle2, Loader2 } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { LaunchView } from '../flows/launch-check';

function Verifying() {
  return (
    <Card>
      <CardContent role="status" className="flex items-center justify-center gap-3 p-6">
        <Loader2 className="size-6 animate-spin text-muted-foreground" aria-hidden="true" />
        <p>Verifying your setup...</p>
      </CardContent>
    </Card>
  );
}

function SetupRequired() {
  return (
    <Card className="border-amber-300">
      <CardHeader>
        <AlertTriangle className="size-8 text-amber-600" aria-hidden="true" />
        <CardTitle>Setup Required</CardTitle>
        <CardDescription>
          You need to complete Google Drive authorization and provide your Gemini API key before accessing the
          AI interface.
        </CardDescription>
      </CardHeader>
      <CardContent role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2 className="size-4 animate-spin" aria-hidden="true" />
        Redirecting to setup...
      </CardContent>
    </Card>
  );
}

function Connected({ label }: { label: string }) {
  return (
    <li className="flex items-center gap-2">
      <CheckCircle2 className="size-5 shrink-0 text-green-600" aria-hidden="true" />
      {label}
    </li>
  );
}

function SetupComplete({ email }: { email: string }) {
  return (
    <Card>
      <CardHeader>
        <CheckCircle2 className="size-8 text-green-600" aria-hidden="true" />
        <CardTitle>Setup Complete!</CardTitle>
        <CardDescription className="break-all">{email}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul aria-label="Connections" className="flex flex-col gap-2 text-sm sm:flex-row sm:gap-6">
          <Connected label="Google Drive Connected" />
          <Connected label="Gemini API Connected" />
        </ul>
      </CardContent>
    </Card>
  );
}

/** The setup check's state (spec part 1, "/streamlit launch page"). */
export function SetupStatusCard({ view }: { view: LaunchView }) {
  if (view.status === 'verifying') return <Verifying />;
  if (view.status === 'setup-required') return <SetupRequired />;
  return <SetupComplete email={view.email} />;
}
