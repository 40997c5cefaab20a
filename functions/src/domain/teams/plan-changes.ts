import type { AccessChanges } from '../billing/billing-deps';
import { type PauseNoticeDeps, sendPauseNotice } from './pause-notice';
import { reconcilePause } from './schedule-pauses';

/**
 * How a leader's scheduled shares follow their access (docs/decisions/schedules-and-delivery.md): the pause opens or
 * closes in billing's own write, and a pause it opened owes its one e-mail after. A failed send
 * stays owed for the tick (retry-owed-pause-notices), so announcing never fails the sync.
 */
export function schedulesFollowAccess(deps: PauseNoticeDeps): AccessChanges {
  return {
    settle: async (tx, uid, access, now) => {
      await reconcilePause(tx, uid, access, now);
    },
    announce: async (uid) => {
      await sendPauseNotice(deps, uid).catch(() => undefined);
    },
  };
}
