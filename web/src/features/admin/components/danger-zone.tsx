import { AdminEmail, INVALID_EMAIL } from '@quarry/contracts/admin';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/use-toast';
import { useClearAllSessions, useResetUser } from '../api/admin-mutations';

/** Reset a user by e-mail, or clear every chat session: both asked twice (spec part 3 section 2). */
export function DangerZone() {
  const reset = useResetUser();
  const clear = useClearAllSessions();
  const [email, setEmail] = useState('');
  const [confirming, setConfirming] = useState<'reset' | 'clear'>();

  function askReset() {
    if (!AdminEmail.safeParse(email).success) {
      const [title, description] = INVALID_EMAIL.split(': ') as [string, string];
      toast({ title, description, variant: 'destructive' });
      return;
    }
    setConfirming('reset');
  }

  return (
    <Card role="group" aria-label="Danger Zone" className="border-destructive/50">
      <CardHeader>
        <CardTitle className="text-destructive text-lg">Danger Zone</CardTitle>
        <CardDescription>These cannot be undone.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
          <div className="flex flex-1 flex-col gap-1">
            <Label htmlFor="reset-email">Reset a user (e-mail)</Label>
            <Input
              id="reset-email"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <Button variant="destructive" onClick={askReset}>
            Reset User
          </Button>
        </div>
        <p className="text-muted-foreground text-sm">
          A reset destroys the user's keys (their Drive grant and Gemini key can never be read again), signs
          them out everywhere and makes them set up again. Their reports, teams and history stay.
        </p>
        <Button variant="destructive" className="self-start" onClick={() => setConfirming('clear')}>
          Clear All Chat Sessions
        </Button>
      </CardContent>
      <ConfirmDialog
        open={confirming === 'reset'}
        onOpenChange={(open) => !open && setConfirming(undefined)}
        title="Reset User"
        description={`Reset ${email.trim()}? Their keys are destroyed and they are signed out everywhere.`}
        confirmLabel="Reset"
        cancelLabel="Cancel"
        destructive
        pending={reset.isPending}
        onConfirm={() =>
          reset.mutate(email.trim(), {
            onSuccess: () => setEmail(''),
            onSettled: () => setConfirming(undefined),
          })
        }
      />
      <ConfirmDialog
        open={confirming === 'clear'}
        onOpenChange={(open) => !open && setConfirming(undefined)}
        title="Clear All Chat Sessions"
        description="Delete every chat session of every user? Saved reports and their runs stay."
        confirmLabel="Clear All"
        cancelLabel="Cancel"
        destructive
        pending={clear.isPending}
        onConfirm={() => clear.mutate(undefined, { onSettled: () => setConfirming(undefined) })}
      />
    </Card>
  );
}
