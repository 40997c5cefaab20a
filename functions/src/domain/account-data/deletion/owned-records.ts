import { FEEDS_COLLECTION } from '@quarry/contracts/live';
import { ACCESS_GRANTS } from '../../admin/access-grants';
import { CHAT_MESSAGES } from '../../chat/session-messages';
import { DELIVERIES } from '../../delivery/delivery-sends';
import { UNSUBSCRIBES } from '../../delivery/unsubscribes';
import { EXECUTION_EVENTS } from '../../reports/events/run-events';
import { GOOGLE_DOC_EXPORTS } from '../../reports/export/google-doc-records';
import { SPEND_ALERTS } from '../../reports/reactions/spend-alert';
import { EXECUTION_DOCUMENTS, EXECUTION_REPORTS } from '../../reports/runs/run-parts';
import { EXECUTION_RESULTS } from '../../reports/runs/run-record';
import { EXECUTION_SHARDS } from '../../reports/runs/run-shards';
import { IDEMPOTENCY_KEYS } from '../../shared/idempotency';
import { SCHEDULE_PAUSES } from '../../teams/schedule-pauses';
import { SKIPPED_RUNS } from '../../teams/scheduled-runs';
import { TEAM_MEMBERS } from '../../teams/team-docs';
import { DRIVE_WATCHES } from '../../watch/drive-watches';

/** Put where a kept record of someone else's named the deleted person (a team's creator, an inviter). */
export const DELETED_ACCOUNT = 'deleted-account';

/** A collection whose documents are the person's when `field` holds their id or their address. */
export interface OwnedBy {
  collection: string;
  field: string;
  by: 'uid' | 'email';
}

/**
 * What the person owns that is found by one field, deleted after their chats, runs, shares and
 * teams (which go with their parts first). Kept on purpose, and so absent here: adminAudit (who
 * did what to the account, for accountability) and stripeEvents (webhook idempotency; they hold
 * Stripe's ids only). rateCounters are keyed by a hash of an IP address, not by person.
 */
export const OWNED_BY: OwnedBy[] = [
  // Parts whose run or session a deletion cut short already removed.
  { collection: CHAT_MESSAGES, field: 'ownerId', by: 'uid' },
  { collection: EXECUTION_DOCUMENTS, field: 'ownerId', by: 'uid' },
  { collection: EXECUTION_REPORTS, field: 'ownerId', by: 'uid' },
  { collection: EXECUTION_RESULTS, field: 'ownerId', by: 'uid' },
  { collection: EXECUTION_SHARDS, field: 'ownerId', by: 'uid' },
  { collection: EXECUTION_EVENTS, field: 'ownerId', by: 'uid' },
  { collection: 'extractions', field: 'ownerId', by: 'uid' },
  // The Google Docs they saved (of their runs or a team's), and those saved of their runs.
  { collection: GOOGLE_DOC_EXPORTS, field: 'uid', by: 'uid' },
  { collection: GOOGLE_DOC_EXPORTS, field: 'ownerId', by: 'uid' },
  { collection: DELIVERIES, field: 'email', by: 'email' },
  { collection: UNSUBSCRIBES, field: 'email', by: 'email' },
  { collection: SKIPPED_RUNS, field: 'ownerId', by: 'uid' },
  { collection: SPEND_ALERTS, field: 'uid', by: 'uid' },
  { collection: SCHEDULE_PAUSES, field: 'uid', by: 'uid' },
  { collection: IDEMPOTENCY_KEYS, field: 'ownerId', by: 'uid' },
  { collection: 'oauthStates', field: 'uid', by: 'uid' },
  { collection: 'oauthStates', field: 'invitedEmail', by: 'email' },
  { collection: 'contactMessages', field: 'email', by: 'email' },
  { collection: ACCESS_GRANTS, field: 'email', by: 'email' },
  // Invitations still pending for their address (memberships went with their teams).
  { collection: TEAM_MEMBERS, field: 'email', by: 'email' },
  // Their downloads (docs/decisions/accounts-and-data.md).
  { collection: 'dataExports', field: 'ownerId', by: 'uid' },
  { collection: 'dataExportChunks', field: 'ownerId', by: 'uid' },
  { collection: 'authSessions', field: 'uid', by: 'uid' },
  { collection: 'stripeCustomers', field: 'uid', by: 'uid' },
];

/** Documents kept under the person's id or address itself. */
export function ownedById(uid: string, addresses: string[]): { collection: string; id: string }[] {
  return [
    { collection: FEEDS_COLLECTION, id: uid },
    { collection: SCHEDULE_PAUSES, id: uid },
    { collection: DRIVE_WATCHES, id: uid },
    ...addresses.map((address) => ({ collection: ACCESS_GRANTS, id: address })),
  ];
}
