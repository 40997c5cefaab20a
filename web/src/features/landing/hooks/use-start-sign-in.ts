import { useCallback, useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { startAuthorization } from '@/lib/authorization';

/** Starts Google sign-in; a failure to get the provider's address is told in a toast. */
export function useStartSignIn() {
  const [pending, setPending] = useState(false);
  const startSignIn = useCallback(async () => {
    setPending(true);
    try {
      await startAuthorization('signin');
      // On success the browser is leaving for Google; staying pending stops a second click meanwhile.
    } catch (error) {
      setPending(false);
      const message = error instanceof Error ? error.message : '';
      toast({
        title: 'Authentication Failed',
        description: message || 'Please try again',
        variant: 'destructive',
      });
    }
  }, []);
  return { startSignIn, pending };
}
