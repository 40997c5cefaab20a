import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { forgetAccountData } from '../api/log-out';

/**
 * For a screen the person leaves signed out (log out, account deleted, no team access): call the
 * answer before navigating away, and the cache goes once this screen is unmounted. Not before: a
 * mounted query that lost its data would fetch again, and with the session ended that answer is a
 * 401 (Session Expired).
 */
export function useForgetOnLeave(): () => void {
  const queryClient = useQueryClient();
  const leaving = useRef(false);
  useEffect(
    () => () => {
      if (leaving.current) forgetAccountData(queryClient);
    },
    [queryClient],
  );
  return useCallback(() => {
    leaving.current = true;
  }, []);
}
