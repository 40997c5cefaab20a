import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { AfterSubscribe } from '@/modules/subscription/utils/after-subscribe';
import { useCreateTeam } from '../api/team-mutations';

function pendingName(state: unknown): string | undefined {
  const name = (state as Partial<AfterSubscribe> | null)?.createTeam;
  return typeof name === 'string' ? name : undefined;
}

/**
 * Back on /teams after paying for the plan that 'Create Team' asked for: creates the team the person
 * named then, once. The name rides in the history entry's state, which is cleared first, so neither a
 * reload nor Back creates it again.
 */
export function usePendingTeam(canCreate: boolean): void {
  const location = useLocation();
  const navigate = useNavigate();
  const create = useCreateTeam();
  const { start } = create;
  const done = useRef(false);
  const name = pendingName(location.state);

  useEffect(() => {
    if (!name || !canCreate || done.current) return;
    done.current = true;
    void navigate(location.pathname, { replace: true, state: null });
    start(name);
  }, [name, canCreate, start, navigate, location.pathname]);
}
