import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { type ToastInput, toast } from '@/hooks/use-toast';
import { useProfile } from '../api/get-profile';
import { useTeams } from '../api/get-teams';
import { logOut } from '../api/log-out';
import { useForgetOnLeave } from './use-forget-on-leave';

/** Spec part 1 (Login; error catalogue): what a team member with no team is told before leaving. */
export const NO_TEAM_ACCESS_TOAST: ToastInput = {
  title: 'No Team Access',
  description: "You don't have access to any teams. Please contact your team administrator.",
  variant: 'destructive',
};

/**
 * A team member needs at least one team (spec part 1, section 6). One who has none (removed from
 * the last, or signed in with none) is told 'No Team Access', logged out and sent to /, wherever a
 * team screen notices it. Returns true while that happens, so the screen shows no empty state.
 */
export function useNoTeamAccessExit(): boolean {
  const profile = useProfile();
  const teams = useTeams();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const started = useRef(false);
  const leave = useForgetOnLeave();
  const noAccess =
    profile.data !== undefined && profile.data.userType !== 'creator' && teams.data?.length === 0;

  useEffect(() => {
    if (!noAccess || started.current) return;
    started.current = true;
    toast(NO_TEAM_ACCESS_TOAST);
    void logOut(queryClient)
      // The person is leaving either way; local data is already gone.
      .catch(() => undefined)
      .then(() => {
        leave();
        void navigate(paths.home.getHref());
      });
  }, [noAccess, queryClient, navigate, leave]);

  return noAccess;
}
