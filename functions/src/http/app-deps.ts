import type { Config } from '../config';
import type { AccountDataDeps } from '../domain/account-data/account-data-deps';
import type { AccountDeps } from '../domain/accounts/account-deps';
import type { DriveAccess } from '../domain/accounts/drive-access';
import type { BillingDeps } from '../domain/billing/billing-deps';
import type { ChatSessions } from '../domain/chat/chat-sessions';
import type { ContactDeps } from '../domain/contact/send-contact-message';
import type { ExportDeps } from '../domain/reports/export/export-report';
import type { ReportDeps } from '../domain/reports/report-deps';
import type { ResearchDeps } from '../domain/research/research-deps';
import type { TeamDeps } from '../domain/teams/team-deps';
import type { WatchDeps } from '../domain/watch/watch-deps';
import type { Logger } from '../log';
import type { LiveStream, LiveTokenIssuer } from '../ports/change-feed.port';
import type { DocumentStore } from '../ports/document-store.port';

/** How signed-in pages hear of changes (docs/architecture/teams-and-sharing.md): SSE locally, feeds/{uid} in the cloud. */
export type LiveDelivery =
  | { kind: 'sse'; stream: LiveStream }
  | {
      kind: 'firestore';
      tokens: LiveTokenIssuer;
      firebase: { apiKey: string; projectId: string; authDomain: string };
    };

/** Everything the HTTP app needs, built once per mode by composition.ts (or by a test). */
export interface AppDeps {
  config: Config;
  store: DocumentStore;
  log: Logger;
  accounts: AccountDeps;
  /** Each user's Google Drive, through their stored grant. */
  drive: DriveAccess;
  /** The files Quarry creates in a user's Drive (reports saved as Google Docs), through their drive.file grant. */
  driveFile: DriveAccess;
  research: ResearchDeps;
  chat: ChatSessions;
  contact: ContactDeps;
  /** The Teams plan through Stripe (docs/architecture/billing.md). */
  billing: BillingDeps;
  /** Teams, members and invitations (docs/architecture/teams-and-sharing.md). */
  teams: TeamDeps;
  /** Report executions and saved reports; `reports.queue` hands runs to the worker. */
  reports: ReportDeps;
  /** Watched reports (docs/decisions/watching.md): the tick follows owners' Drive changes and starts their re-runs. */
  watch: WatchDeps;
  live: LiveDelivery;
  /** Reports that leave Quarry: PDF, Word, Markdown and the evidence table (docs/architecture/exports.md). */
  exports: ExportDeps;
  /** Downloading one's data and deleting one's account (docs/architecture/accounts-and-data.md). */
  accountData: AccountDataDeps;
}
