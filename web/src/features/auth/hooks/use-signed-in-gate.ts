import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { checkSession } from '@/modules/account/api/check-session';
import { loginHrefReturningTo } from '../utils/return-path';

export type GateStatus = 'checking' | 'open';

/**
 * Guards the signed-in screens: with no session the browser goes to the sign-in entry carrying the
 * path it asked for (a report link from an e-mail, say), which it reaches again after signing in.
 * When the check itself fails the screens open and their own calls decide (Session Expired on a 401).
 */
export function useSignedInGate(): GateStatus {
  const [status, setStatus] = useState<GateStatus>('checking');
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const asked = useRef(`${pathname}${search}${hash}`);
  const started = useRef(false);

  useEffect(() => {
    // StrictMode runs effects twice; one session check is enough.
    if (started.current) return;
    started.current = true;
    checkSession()
      .catch(() => true)
      .then((signedIn) => {
        if (signedIn) setStatus('open');
        else void navigate(loginHrefReturningTo(asked.current), { replace: true });
      });
  }, [navigate]);

  return status;
}
