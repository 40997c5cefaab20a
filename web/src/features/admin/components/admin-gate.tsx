import { ADMIN_ACCESS_DENIED } from '@quarry/contracts/admin';
import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Spinner } from '@/components/ui/spinner';
import { useProfile } from '@/modules/account/api/get-profile';

/**
 * The administrator's screens open only to SYS_ADMIN_EMAIL. This check only decides what to show:
 * every /api/admin call is refused on the server to anyone else.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const profile = useProfile();
  if (profile.isPending) return <Spinner />;
  if (!profile.data?.isSysAdmin) {
    const [title, text] = ADMIN_ACCESS_DENIED.split(': ') as [string, string];
    return (
      <Alert variant="destructive" role="alert">
        <ShieldAlert aria-hidden="true" />
        <AlertTitle>{title}</AlertTitle>
        <AlertDescription>{text}</AlertDescription>
      </Alert>
    );
  }
  return children;
}
