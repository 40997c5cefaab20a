import { useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { forgetAccountData, logOut } from '@/modules/account/api/log-out';
import { useInvitationSignIn } from '../hooks/use-invitation-sign-in';

/**
 * 'Use another Google account' where an invitation met the wrong one: signs out whoever is signed
 * in (nothing to do after a refused sign-in, which stored no session) and starts the invitation's
 * sign-in again, with Google's account chooser and the invited address as its hint.
 */
export function SwitchAccountButton({
  invitedEmail,
  signedIn,
}: {
  invitedEmail: string | undefined;
  signedIn: boolean;
}) {
  const queryClient = useQueryClient();
  const { start, pending } = useInvitationSignIn();
  const [leaving, setLeaving] = useState(false);
  async function switchAccount() {
    setLeaving(true);
    if (signedIn) {
      try {
        await logOut(queryClient);
      } catch {
        // The sign-in that follows replaces the session anyway.
      }
      // This page mounts no query, so the cache can go at once.
      forgetAccountData(queryClient);
    }
    start(invitedEmail);
  }
  const busy = leaving || pending;
  return (
    <Button
      className="h-auto min-h-10 whitespace-normal"
      disabled={busy}
      aria-busy={busy}
      onClick={() => void switchAccount()}
    >
      {busy && <Loader2 className="animate-spin" aria-hidden="true" />}
      Use another Google account
    </Button>
  );
}
