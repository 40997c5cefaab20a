import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { toast } from '@/hooks/use-toast';
import { checkSession } from '@/modules/account/api/check-session';

/** The key page needs a signed-in user; without a session it sends the visitor home. Returns readiness. */
export function useSetupSession(): boolean {
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let current = true;
    void checkSession()
      .catch(() => false)
      .then((active) => {
        if (!current) return;
        if (active) return setReady(true);
        toast({
          title: 'Authentication Required',
          description: 'Please log in to continue with setup.',
          variant: 'destructive',
        });
        void navigate(paths.home.getHref());
      });
    return () => {
      current = false;
    };
  }, [navigate]);
  return ready;
}
