import type { Clock } from '../../ports/clock.port';
import type { DocumentStore } from '../../ports/document-store.port';
import type { Mailer } from '../../ports/mailer.port';

/** What the team use cases work with (DESIGN section 11). */
export interface TeamDeps {
  store: DocumentStore;
  clock: Clock;
  mailer: Mailer;
  /** For the invitation link. */
  appOrigin: string;
}
