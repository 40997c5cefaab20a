import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { type PageStartView, runPageStart } from '../flows/page-start';

/**
 * Runs the page-start checks once per attempt (StrictMode mounts effects twice; one set of checks
 * and one toast is enough) and returns what the page shows. `retry` runs them again.
 */
export function usePageStart(): { view: PageStartView; retry: () => void } {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [view, setView] = useState<PageStartView>({ status: 'verifying' });
  const [attempt, setAttempt] = useState(0);
  const startedAttempt = useRef(-1);
  const mounted = useRef(false);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (startedAttempt.current === attempt) return;
    startedAttempt.current = attempt;
    void runPageStart(queryClient, {
      show: (next) => {
        if (mounted.current) setView(next);
      },
      navigate: (to) => {
        if (mounted.current) void navigate(to);
      },
    });
  }, [attempt, queryClient, navigate]);

  const retry = useCallback(() => {
    setView({ status: 'verifying' });
    setAttempt((current) => current + 1);
  }, []);

  return { view, retry };
}
