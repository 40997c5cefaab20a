import { Outlet } from 'react-router';
import { AppLayout } from '@/components/layouts/app-layout';
import { Spinner } from '@/components/ui/spinner';
import { useSignedInGate } from '@/features/auth/hooks/use-signed-in-gate';
import { AvatarMenu } from '@/features/navigation/components/avatar-menu';
import { MainMenu } from '@/features/navigation/components/main-menu';
import { useDisplayTimeZone } from '@/modules/account/hooks/person-time-zone';
import { useLiveUpdates } from '@/modules/live/hooks/use-live-updates';

/**
 * The frame of every signed-in screen. Opened without a session (a link from an e-mail), it sends
 * the browser to sign in and back here; a session lost later is caught by the menus' profile call.
 * Signed in, it listens for live updates.
 */
export function AppRoot() {
  const gate = useSignedInGate();
  // Every signed-in screen refreshes when something it shows changes elsewhere.
  useLiveUpdates(gate === 'open');
  // Times on every signed-in screen are written in the person's zone (docs/decisions/web.md).
  useDisplayTimeZone(gate === 'open');
  if (gate === 'checking') {
    return (
      <div className="flex min-h-screen items-center justify-center">
        <Spinner label="Checking your session" />
      </div>
    );
  }
  return (
    <AppLayout menu={<MainMenu />} account={<AvatarMenu />}>
      <Outlet />
    </AppLayout>
  );
}
