import type { EmulatorContext } from '../shared/context';
import { HoldGate } from '../shared/hold-gate';
import { CallLog, type LoggedCall, type Outcome } from './call-log';
import type { DocumentFaults } from './packed-extraction';
import { isQuoteFault } from './quote-faults';
import type { TaskKind } from './task';

export interface GeminiSettings {
  /** Wait before answering each generation call. */
  latencyMs: number;
  /** Generation calls per key and model in any sliding minute; null for no limit. */
  rpmLimit: number | null;
  /** Replaces every model's input token limit (to force chunking in tests); null for Google's. */
  inputTokenLimit: number | null;
  /**
   * Generation calls per key and model in one Pacific day (Google's quotas reset at midnight
   * America/Los_Angeles), on the emulators' clock; null for no limit.
   */
  rpdLimit: number | null;
  /**
   * Keys on a paid tier (a billed project); every other key is on the free tier, as a new key is.
   * What the 429s' quota ids say: '-FreeTier' only for a free key.
   */
  paidKeys: string[];
}

/** Which limit turned a call away, for the 429's QuotaFailure. */
export interface Limited {
  period: 'minute' | 'day';
  limit: number;
  retryDelaySeconds: number;
  freeTier: boolean;
}

/**
 * `miscite`: a report task answers as usual but its first citation names a source the findings do
 * not have, as a model that invents a citation would; `omit` and `garble` (aimed at a document by
 * name) make a packed extraction's answer leave that document out or garble its entry;
 * `invent-quote` and `misplace-page` make an extraction's first finding (a packed one's, of the
 * document aimed at) a quote the document does not hold, or name the wrong page (quote-faults.ts);
 * the other kinds are failures.
 */
export type FaultKind =
  | 'quota'
  | 'server'
  | 'malformed'
  | 'miscite'
  | 'omit'
  | 'garble'
  | 'invent-quote'
  | 'misplace-page';

/** Faults that act on one document's entry of a packed answer, not on a whole call. */
const ENTRY_FAULTS: readonly FaultKind[] = ['omit', 'garble'];

export interface Fault {
  kind: FaultKind;
  retryDelaySeconds: number;
  /** Only calls of this task take the fault; others pass it by. Any task when absent. */
  task?: TaskKind;
  /**
   * Only calls whose prompt holds a `<document>` of this name take it: one document fails however
   * the run orders its calls (a partial run, docs/architecture/reading-economy.md). Any call when absent.
   */
  documentName?: string;
}

export interface GeminiStats {
  /** Generation calls received with a valid key for a known model. */
  calls: number;
  countTokensCalls: number;
  byModel: Record<string, number>;
  byTask: Partial<Record<TaskKind, number>>;
  /** Calls whose prompt held a `<document id="...">` block, per id (a chunked document counts once per call). */
  byDocument: Record<string, number>;
  /** Like byDocument, but only for model answers (200) written in full to a client still connected. */
  answeredByDocument: Record<string, number>;
  answeredByTask: Partial<Record<TaskKind, number>>;
  /** `abandoned`: the client went away before the answer could be written, so none was. */
  outcomes: Record<Outcome, number>;
}

const MINUTE_MS = 60_000;

/** The free tier's requests per minute, named in a 429 when no rpm limit is set. */
export const FREE_TIER_RPM = 10;
/** The retry delay a per-day 429 names: Google's names a short one there too, which never helps. */
const DAY_LIMIT_RETRY_SECONDS = 17;

const PACIFIC_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Pacific calendar day of a moment, as YYYY-MM-DD: the day a per-day quota counts in. */
export const pacificDay = (ms: number): string => PACIFIC_DAY.format(new Date(ms));

function defaults(): GeminiSettings {
  return { latencyMs: 0, rpmLimit: null, inputTokenLimit: null, rpdLimit: null, paidKeys: [] };
}

function emptyStats(): GeminiStats {
  return {
    calls: 0,
    countTokensCalls: 0,
    byModel: {},
    byTask: {},
    byDocument: {},
    answeredByDocument: {},
    answeredByTask: {},
    outcomes: {
      ok: 0,
      malformed: 0,
      quota: 0,
      server: 0,
      rateLimited: 0,
      tooManyTokens: 0,
      abandoned: 0,
    },
  };
}

function bump<K extends string>(counts: Partial<Record<K, number>>, key: K): void {
  counts[key] = (counts[key] ?? 0) + 1;
}

/** Settings, queued faults, the hold, the rate-limit window, call statistics and log; in memory, reset by tests. */
export class GeminiState {
  settings = defaults();
  stats = emptyStats();
  readonly hold = new HoldGate();
  readonly log = new CallLog();
  private faults: (Fault & { remaining: number })[] = [];
  private windows = new Map<string, number[]>();
  /** Calls admitted per key, model and Pacific day. */
  private days = new Map<string, number>();

  constructor(private readonly context: EmulatorContext) {}

  updateSettings(change: Partial<GeminiSettings>): GeminiSettings {
    this.settings = { ...this.settings, ...change };
    return this.settings;
  }

  queueFault(fault: Fault, count: number): void {
    this.faults.push({ ...fault, remaining: count });
  }

  queuedFaults(): (Fault & { remaining: number })[] {
    return this.faults.map((f) => ({ ...f }));
  }

  /**
   * The fault for this call, if one is queued for its task (first queued, first served): a fault
   * aimed at another task waits for a call of that task. A packed call takes only faults aimed at no
   * document (those aimed at one of its documents act on that document's entry: `documentFaults`).
   */
  takeFault(task: TaskKind, documentNames: readonly string[] = [], packed = false): Fault | undefined {
    const index = this.faults.findIndex(
      (f) =>
        !ENTRY_FAULTS.includes(f.kind) &&
        (f.task === undefined || f.task === task) &&
        (f.documentName === undefined || (!packed && documentNames.includes(f.documentName))),
    );
    return this.consume(index);
  }

  /**
   * What the faults aimed at a packed call's documents do to its answer, by document id: `omit` and
   * `garble` are served (used up) here; any other fault aimed at one of them leaves that document out
   * without being used up, so the document is asked alone and the fault is served to that call, as
   * it was before documents shared calls.
   */
  documentFaults(task: TaskKind, documents: readonly { id: string; name: string }[]): DocumentFaults {
    const faults: DocumentFaults = { omit: new Set(), garble: new Set(), quotes: new Map() };
    for (const document of documents) {
      const index = this.faults.findIndex(
        (f) => (f.task === undefined || f.task === task) && f.documentName === document.name,
      );
      const aimed = this.faults[index];
      if (!aimed) continue;
      if (aimed.kind === 'garble') faults.garble.add(document.id);
      else if (isQuoteFault(aimed.kind)) faults.quotes.set(document.id, aimed.kind);
      else faults.omit.add(document.id);
      if (ENTRY_FAULTS.includes(aimed.kind) || isQuoteFault(aimed.kind)) this.consume(index);
    }
    return faults;
  }

  private consume(index: number): Fault | undefined {
    const next = this.faults[index];
    if (!next) return undefined;
    next.remaining -= 1;
    if (next.remaining <= 0) this.faults.splice(index, 1);
    return {
      kind: next.kind,
      retryDelaySeconds: next.retryDelaySeconds,
      ...(next.task ? { task: next.task } : {}),
      ...(next.documentName ? { documentName: next.documentName } : {}),
    };
  }

  isFreeTier(apiKey: string): boolean {
    return !this.settings.paidKeys.includes(apiKey);
  }

  /**
   * Admits a call under the per-day and per-minute limits, or says which limit turned it away. The
   * per-minute one names how many seconds until the oldest call in the window leaves it (whole
   * seconds, rounded up, as RetryInfo names them): the honest time until a slot frees. Rejected
   * calls use up neither limit, as with Google's quotas.
   */
  admit(apiKey: string, model: string, call: LoggedCall): Limited | undefined {
    const now = this.context.now();
    const freeTier = this.isFreeTier(apiKey);
    const key = `${apiKey}|${model}`;
    const dayKey = `${key}|${pacificDay(now)}`;
    const today = this.days.get(dayKey) ?? 0;
    const dayLimit = this.settings.rpdLimit;
    if (dayLimit !== null && today >= dayLimit) {
      return { period: 'day', limit: dayLimit, retryDelaySeconds: DAY_LIMIT_RETRY_SECONDS, freeTier };
    }
    const limit = this.settings.rpmLimit;
    const recent = (this.windows.get(key) ?? []).filter((at) => at > now - MINUTE_MS);
    if (limit !== null && recent.length >= limit) {
      this.windows.set(key, recent);
      const retryDelaySeconds = Math.max(1, Math.ceil((recent[0]! + MINUTE_MS - now) / 1000));
      return { period: 'minute', limit, retryDelaySeconds, freeTier };
    }
    recent.push(now);
    this.windows.set(key, recent);
    this.days.set(dayKey, today + 1);
    call.admittedAt = now;
    return undefined;
  }

  /** Counts a generation call on receipt; the entry it returns is logged and takes its outcome later. */
  recordCall(model: string, kind: TaskKind, documentIds: string[]): LoggedCall {
    this.stats.calls += 1;
    bump(this.stats.byModel, model);
    bump(this.stats.byTask, kind);
    for (const id of new Set(documentIds)) bump(this.stats.byDocument, id);
    return this.log.add({ task: kind, documents: [...new Set(documentIds)], arrivedAt: this.context.now() });
  }

  recordAnswered(kind: TaskKind, documentIds: string[]): void {
    bump(this.stats.answeredByTask, kind);
    for (const id of new Set(documentIds)) bump(this.stats.answeredByDocument, id);
  }

  recordOutcome(outcome: Outcome, call: LoggedCall): void {
    this.stats.outcomes[outcome] += 1;
    call.outcome = outcome;
    call.endedAt = this.context.now();
  }

  reset(): void {
    this.settings = defaults();
    this.stats = emptyStats();
    this.faults = [];
    this.windows.clear();
    this.days.clear();
    this.log.clear();
    this.hold.reset();
  }
}
