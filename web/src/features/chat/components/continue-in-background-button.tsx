import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/hooks/use-toast';
import { formatDateTime } from '@/lib/format-date';
import { serverMessage } from '@/lib/server-message';
import { useSingleMutation } from '@/lib/single-action';
import { continueInBackground } from '../api/continue-in-background';

/**
 * 'Continue in the background' in the quota box of a chat run that Gemini's daily quota ended: the
 * run goes on after the reset and e-mails when ready. One run however often it is pressed.
 */
export function ContinueInBackgroundButton({ executionId }: { executionId: string }) {
  const [goesOnAt, setGoesOnAt] = useState<string>();
  const mutation = useSingleMutation({
    mutationFn: (_: undefined, idempotencyKey: string) => continueInBackground(executionId, idempotencyKey),
    onSuccess: ({ pausedUntil, userEmail }) => {
      const at = formatDateTime(pausedUntil);
      setGoesOnAt(at);
      toast({
        title: 'Report Continues Later',
        description: `It goes on at ${at} (your time), when Gemini's daily quota resets. An e-mail will be sent to ${userEmail} when it is ready.`,
        outcome: true,
      });
    },
    onError: (error) => {
      toast({ title: 'Error', description: serverMessage(error), variant: 'destructive' });
    },
  });
  if (goesOnAt) {
    return (
      <p role="status" className="text-sm">
        {`This report goes on in the background at ${goesOnAt} (your time). You will get an e-mail when it is ready.`}
      </p>
    );
  }
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={mutation.isPending}
      onClick={() => mutation.start(undefined)}
    >
      {mutation.isPending ? 'Continuing...' : 'Continue in the background'}
    </Button>
  );
}
