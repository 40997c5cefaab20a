import { useQueryClient } from '@tanstack/react-query';
import { useFlow } from '@/hooks/use-flow';
import { type LaunchView, runLaunchCheck, VERIFYING } from '../flows/launch-check';

/** Runs the launch page's setup check once and returns what the page shows. */
export function useLaunchCheck(): LaunchView {
  const queryClient = useQueryClient();
  return useFlow<LaunchView>(VERIFYING, (context) => runLaunchCheck(queryClient, context));
}
