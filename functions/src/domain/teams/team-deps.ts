import type { ChangeFeed } from '../../ports/change-feed.port';
import type { Clock } from '../../ports/clock.port';
import type { DocumentStore } from '../../ports/document-store.port';
import type { Mailer } from '../../ports/mailer.port';

/** What the team use cases work with (docs/architecture/teams-and-sharing.md). */
export interface TeamDeps {
  store: DocumentStore;
  clock: Clock;
  mailer: Mailer;
  /** For the invitation link. */
  appOrigin: string;
  /** Live updates to the people a change concerns (docs/architecture/teams-and-sharing.md). */
  changes: ChangeFeed;
}
