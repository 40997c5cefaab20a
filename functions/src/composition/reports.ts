import { SendGridMailer } from '../adapters/sendgrid/sendgrid-mailer';
import type { Config } from '../config';
import { ChatSessions } from '../domain/chat/chat-sessions';
import { deliverToTeam } from '../domain/delivery/deliver-run';
import { fileInChat } from '../domain/reports/reactions/file-in-chat';
import { notifyOwner } from '../domain/reports/reactions/notify-completion';
import { alertOnSpend } from '../domain/reports/reactions/spend-alert';
import type { ReportDeps, RunEndedReaction, UpkeepDeps } from '../domain/reports/report-deps';
import { RunEventBell } from '../domain/reports/runs/run-event-bell';
import type { ResearchDeps } from '../domain/research/research-deps';
import { deliverWatched } from '../domain/watch/watch-delivery';
import type { Mailer } from '../ports/mailer.port';
import type { ViewerDriveAccess } from '../ports/viewer-access.port';
import type { CoreDeps } from './core';

/** Mail through SendGrid (the SendGrid API key). */
export function mailerFor(config: Config): Mailer {
  const { mail } = config.services;
  return new SendGridMailer(mail.sendgridApiKey, mail.from, config.emulatorsUrl);
}

/** The tick's report work: due schedules, owed deliveries, expired leases (the link-signing secret). */
export function upkeepFor(
  core: CoreDeps,
  mailer: Mailer,
  research: UpkeepDeps['research'],
  viewers: ViewerDriveAccess,
): UpkeepDeps {
  const { config, store, clock, queue, changes, log } = core;
  return {
    store,
    clock,
    research,
    mailer,
    queue,
    leaseMs: config.executions.leaseMs,
    shards: config.executions.shards,
    appOrigin: config.appOrigin,
    linkSigningKey: config.services.mail.linkSigningSecret,
    viewers,
    warn: (event, fields) => log.warn(event, fields),
    changes,
    // One per process: a run served here wakes the streams read here (others poll the store).
    runEvents: new RunEventBell(),
  };
}

/**
 * What follows an ended run, in this order (docs/architecture/schedules-and-delivery.md; docs/map.md): the report goes into
 * its chat, its owner's e-mail goes, a scheduled run goes to its team, a watched re-run to whom it
 * concerns when its answer changed, the spend alert looks. The
 * run announces its end (domain/reports/run-ended.ts) and knows none of them.
 */
export const RUN_ENDED_REACTIONS: readonly RunEndedReaction[] = [
  fileInChat,
  notifyOwner,
  deliverToTeam,
  deliverWatched,
  alertOnSpend,
];

/**
 * Report runs: the upkeep's pieces plus the whole research pipeline and the chat they end in;
 * `viewers` answers which files each viewer can open (composition/viewers.ts).
 */
export function reportsFor(
  core: CoreDeps,
  mailer: Mailer,
  research: ResearchDeps,
  viewers: ViewerDriveAccess,
): ReportDeps {
  const { store, clock, changes } = core;
  return {
    ...upkeepFor(core, mailer, research, viewers),
    research,
    chat: new ChatSessions(store, clock, changes),
    onRunEnded: RUN_ENDED_REACTIONS,
  };
}
