import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createLogger } from './log';
import { logEvent } from './log-events';

/** Calls an event as any caller could, with fields it does not declare (a secret passed by mistake). */
type AnyEvent = (log: ReturnType<typeof createLogger>, fields: Record<string, unknown>) => void;

const SECRETS = {
  driveToken: 'ya29.secret-access',
  nested: { geminiApiKey: 'AIzaSecretKey', headers: { cookie: '__session=abc', authorization: 'Bearer t' } },
  list: [{ refresh_token: '1//secret' }],
};

function written(event: AnyEvent, fields: Record<string, unknown>): Record<string, unknown>[] {
  const lines: string[] = [];
  event(
    createLogger((line) => lines.push(line)),
    fields,
  );
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

const PINNED_NAMES = [
  'account_job_failed',
  'account_jobs_recovered',
  'data_exports_swept',
  'deliveries_retried',
  'delivery_failed',
  'disagreements_not_found',
  'drive_changes_followed',
  'execution_failed',
  'execution_failed_unexpectedly',
  'execution_paused',
  'executions_recovered',
  'keywords_stopped',
  'lease_renewal_failed',
  'live_signal_failed',
  'pause_notices_sent',
  'paused_runs_resumed',
  'queue_message_dropped',
  'request_answered_late',
  'request_failed',
  'research_failed',
  'retention_sweep_done',
  'run_events_not_written',
  'run_stream_failed',
  'schedules_run',
  'server_started',
  'sign_in_leftovers_swept',
  'spend_alert_failed',
  'table_plan_refused',
  'tick_task_failed',
  'watch_look_failed',
  'watch_runs_started',
];

const SOURCE_ROOT = path.dirname(fileURLToPath(import.meta.url));

/** Production sources: not tests, not test helpers. */
function productionSources(): string[] {
  return readdirSync(SOURCE_ROOT, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.split(path.sep).includes('testing'),
  );
}

describe('the log catalogue', () => {
  it.each(Object.entries(logEvent))(
    'when %s is written with tokens, keys, cookies or secrets among its fields, then its line shows none of them',
    (_name, event) => {
      const [line, ...more] = written(event as unknown as AnyEvent, { uid: 'u1', ...SECRETS });
      const text = JSON.stringify(line);
      for (const secret of [
        'ya29.secret-access',
        'AIzaSecretKey',
        '__session=abc',
        'Bearer t',
        '1//secret',
      ]) {
        expect(text).not.toContain(secret);
      }
      expect(more).toEqual([]);
      expect(line).toMatchObject({ uid: 'u1', event: expect.stringMatching(/^[a-z]+(_[a-z]+)+$/) });
      expect(['INFO', 'WARNING', 'ERROR']).toContain(line?.severity);
    },
  );

  it('when every event is written, then each writes a name of its own, the one it wrote before the catalogue', () => {
    const names = Object.values(logEvent).map((event) => written(event as unknown as AnyEvent, {})[0]?.event);
    expect(new Set(names).size).toBe(names.length);
    // Log queries and alerts look for these names: a rename is a change someone must hear about.
    expect([...names].sort()).toEqual(PINNED_NAMES);
  });

  it("when a domain event is written through deps' warn port, then the port receives its name and fields", () => {
    const received: [string, Record<string, unknown>][] = [];
    const deps = { warn: (event: string, fields: Record<string, unknown>) => received.push([event, fields]) };
    logEvent.deliveryFailed(deps, { deliveryId: 'd1', attempts: 8, gaveUp: true, error: 'refused' });
    expect(received).toEqual([
      ['delivery_failed', { deliveryId: 'd1', attempts: 8, gaveUp: true, error: 'refused' }],
    ]);
  });

  it('when the functions sources are read, then no file but the catalogue names a log event', () => {
    const namingAnEvent = /\b(?:info|warn|error)\(\s*['"`]/;
    const offenders = productionSources().filter((file) =>
      namingAnEvent.test(readFileSync(path.join(SOURCE_ROOT, file), 'utf8').replaceAll('console.info(', '')),
    );
    expect(offenders).toEqual([]);
  });
});
