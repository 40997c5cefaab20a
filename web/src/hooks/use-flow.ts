import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { FlowContext } from '@/lib/flow-context';

/**
 * Runs a page's flow once and returns the view it shows. StrictMode mounts effects twice; a flow's
 * calls must not be made twice (an authorization code is single use, a setup check toasts once).
 * After the page unmounts, the flow's pending delays are cancelled and its updates ignored.
 */
export function useFlow<View>(initial: View, run: (context: FlowContext<View>) => Promise<void>): View {
  const [view, setView] = useState(initial);
  const navigate = useNavigate();
  const flow = useRef(run);
  const started = useRef(false);
  const mounted = useRef(false);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    mounted.current = true;
    const pending = timers.current;
    return () => {
      mounted.current = false;
      for (const timer of pending) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void flow.current({
      show: (next) => {
        if (mounted.current) setView(next);
      },
      navigate: (to) => {
        if (mounted.current) void navigate(to);
      },
      wait: (ms) =>
        new Promise((resolve) => {
          const timer = setTimeout(() => {
            timers.current.delete(timer);
            resolve();
          }, ms);
          timers.current.add(timer);
        }),
    });
  }, [navigate]);

  return view;
}
