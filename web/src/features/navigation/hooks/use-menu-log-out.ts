import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { type ToastInput, toast } from '@/hooks/use-toast';
import { SessionExpiredError } from '@/lib/api-error';
import { logOut } from '@/modules/account/api/log-out';
import { useForgetOnLeave } from '@/modules/account/hooks/use-forget-on-leave';

export type LogOutTexts = { success: ToastInput; failure: (error: Error) => ToastInput };

/** The avatar menu's wording (the catalogue's 'Logged out successfully' and 'Logout failed'). */
export const AVATAR_LOG_OUT_TEXTS: LogOutTexts = {
  success: {
    title: 'Logged out successfully',
    description: 'Your session keys have been cleared from memory.',
  },
  failure: (error) => ({
    title: 'Logout failed',
    description: error.message || 'Unknown error',
    variant: 'destructive',
  }),
};

/** The main menu's wording (the catalogue's 'Logged Out' and 'Logout Error'). */
export const MAIN_LOG_OUT_TEXTS: LogOutTexts = {
  success: { title: 'Logged Out', description: 'You have been successfully logged out' },
  failure: () => ({
    title: 'Logout Error',
    description: 'Failed to log out. Please try again.',
    variant: 'destructive',
  }),
};

/**
 * Logs out, tells the user how it went and goes to /, even when the server call fails: local data
 * is gone either way. The cache is emptied as the menu (and the signed-in screen) unmounts.
 */
export function useMenuLogOut(texts: LogOutTexts) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const leave = useForgetOnLeave();

  const mutation = useMutation({
    mutationFn: () => logOut(queryClient),
    onSuccess: () => toast(texts.success),
    onError: (error) => {
      if (!(error instanceof SessionExpiredError)) toast(texts.failure(error));
    },
    onSettled: () => {
      leave();
      void navigate(paths.home.getHref());
    },
  });

  return { logOut: () => mutation.mutate(), pending: mutation.isPending };
}
