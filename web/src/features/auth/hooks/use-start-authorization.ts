import type { AuthPurpose } from '@quarry/contracts/auth';
import { useState } from 'react';
import { toast } from '@/hooks/use-toast';
import { startAuthorization } from '@/lib/authorization';

/**
 * Leaves for Google's consent page. Pending stays on after success: the browser is on its way out.
 * A failure raises the given toast (the error text, or 'Please try again').
 */
export function useStartAuthorization(purpose: AuthPurpose, failureTitle: string) {
  const [pending, setPending] = useState(false);
  async function start() {
    setPending(true);
    try {
      await startAuthorization(purpose);
    } catch (error) {
      setPending(false);
      const description = error instanceof Error && error.message ? error.message : 'Please try again';
      toast({ title: failureTitle, description, variant: 'destructive' });
    }
  }
  return { start, pending };
}
