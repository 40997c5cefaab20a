import { useEffect } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { useProfile } from '@/modules/account/api/get-profile';

/** The spec's system-settings denial, then the chat (spec part 3 section 6). */
export const PAGE_ACCESS_DENIED = "Access Denied: You don't have permission to access this page";

/** /admin (docs/architecture/spec-gaps.md): the administrator goes on to /sys-admin; anyone else is turned away. */
export function AdminRedirect() {
  const profile = useProfile();
  const navigate = useNavigate();
  const isAdmin = profile.data?.isSysAdmin;

  useEffect(() => {
    if (profile.isPending || isAdmin) return;
    const [title, description] = PAGE_ACCESS_DENIED.split(': ') as [string, string];
    toast({ title, description, variant: 'destructive' });
    void navigate(paths.chatInterface.getHref(), { replace: true });
  }, [profile.isPending, isAdmin, navigate]);

  if (isAdmin) return <Navigate to={paths.sysAdmin.getHref()} replace />;
  return <Spinner />;
}
