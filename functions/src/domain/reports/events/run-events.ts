import type { StreamEvent } from '@quarry/contracts/research';
import type { DocumentStore, TransactionContext } from '../../../ports/document-store.port';
import { fencedGet, type Lease, type LeaseDeps } from '../runs/run-lease';
import { updateRunIn } from '../runs/run-patches';
import type { RunRecord } from '../runs/run-record';

/**
 * A run's event log (docs/architecture/platform.md): the events its stream carries, numbered 1, 2, 3... per
 * run and stored, so a page whose stream was cut reads on from its last event on any instance.
 * Events are kept EVENTS_PER_PAGE to a document, executionEvents/{executionId}_e{page}; the record's
 * `eventSeq` is the last number written. A page is found from an event's number alone, so reading
 * on from any point, and deleting the log, need no query.
 */
export const EXECUTION_EVENTS = 'executionEvents';
export const EVENTS_PER_PAGE = 100;
/**
 * A message longer than this is cut when stored (a document's name is in some): a page of them
 * stays well under Firestore's 1 MiB.
 */
export const MAX_EVENT_MESSAGE_CHARS = 4000;

export interface LoggedEvent {
  id: number;
  event: StreamEvent;
}

export interface EventPage {
  executionId: string;
  ownerId: string;
  /** The run's creation time: the retention sweep removes pages by it. */
  createdAt: string;
  page: number;
  events: LoggedEvent[];
  [key: string]: unknown;
}

type LogState = Pick<RunRecord, 'ownerId' | 'createdAt' | 'eventSeq' | 'eventProgress'>;

const pageOf = (id: number) => Math.floor((id - 1) / EVENTS_PER_PAGE);
const pageId = (executionId: string, page: number) => `${executionId}_e${page}`;

/** The ids of every page holding events up to `lastId` (what deleting the log removes). */
export function eventPageIds(executionId: string, lastId: number): string[] {
  return Array.from({ length: Math.ceil(lastId / EVENTS_PER_PAGE) }, (_, page) => pageId(executionId, page));
}

function stored(event: StreamEvent): StreamEvent {
  if (!('message' in event) || event.message.length <= MAX_EVENT_MESSAGE_CHARS) return event;
  return { ...event, message: `${event.message.slice(0, MAX_EVENT_MESSAGE_CHARS - 1)}…` };
}

/**
 * Numbers `events` after the log's last and writes them into their pages (`open`: the last page as
 * stored, if it has room left). A progress below what the log already showed is not written: a
 * resumed attempt starts its count again, and the person's bar must not go back. Returns what the
 * record keeps of the log, or null when nothing was left to write.
 */
function writeEvents(
  tx: Pick<TransactionContext, 'set'>,
  executionId: string,
  run: LogState,
  open: EventPage | null,
  events: StreamEvent[],
): Pick<RunRecord, 'eventSeq' | 'eventProgress'> | null {
  let last = run.eventSeq ?? 0;
  let floor = run.eventProgress ?? 0;
  const logged: LoggedEvent[] = [];
  for (const event of events) {
    if (event.type === 'status' && event.progress !== undefined) {
      if (event.progress < floor) continue;
      floor = event.progress;
    }
    last += 1;
    logged.push({ id: last, event: stored(event) });
  }
  if (logged.length === 0) return null;
  const pages = new Map<number, LoggedEvent[]>();
  if (open) pages.set(open.page, [...open.events]);
  for (const entry of logged) {
    const page = pageOf(entry.id);
    pages.set(page, [...(pages.get(page) ?? []), entry]);
  }
  for (const [page, entries] of pages) {
    const doc: EventPage = {
      executionId,
      ownerId: run.ownerId,
      createdAt: run.createdAt,
      page,
      events: entries,
    };
    tx.set(EXECUTION_EVENTS, pageId(executionId, page), doc);
  }
  return { eventSeq: last, eventProgress: floor };
}

/** The run's first events, written with its record (the record is new: its log is empty). */
export function firstEvents(
  tx: Pick<TransactionContext, 'set'>,
  executionId: string,
  run: LogState,
  events: StreamEvent[],
): Pick<RunRecord, 'eventSeq' | 'eventProgress'> {
  return writeEvents(tx, executionId, run, null, events) ?? {};
}

/**
 * The log's open page, read inside a transaction that appends to it later (its reads come first):
 * a shard's checkpoint logs the run's progress in its own fenced write (execution/shard-checkpoints.ts).
 */
export async function openEventPage(
  tx: Pick<TransactionContext, 'get'>,
  executionId: string,
  run: LogState,
): Promise<EventPage | null> {
  const next = (run.eventSeq ?? 0) + 1;
  return next % EVENTS_PER_PAGE === 1
    ? null
    : tx.get<EventPage>(EXECUTION_EVENTS, pageId(executionId, pageOf(next)));
}

/** Appends `events` after the page `openEventPage` read; returns the record's patch (or null). */
export function appendEventsIn(
  tx: Pick<TransactionContext, 'set'>,
  executionId: string,
  run: LogState,
  open: EventPage | null,
  events: StreamEvent[],
) {
  return writeEvents(tx, executionId, run, open, events);
}

/** Appends events to the log in one transaction fenced on the lease: a superseded attempt writes none. */
export async function appendEvents(deps: LeaseDeps, lease: Lease, events: StreamEvent[]): Promise<void> {
  await deps.store.runTransaction(async (tx) => {
    const run = await fencedGet(tx, lease);
    const next = (run.eventSeq ?? 0) + 1;
    // The last page is read only when the next event goes into it.
    const open =
      next % EVENTS_PER_PAGE === 1
        ? null
        : await tx.get<EventPage>(EXECUTION_EVENTS, pageId(lease.executionId, pageOf(next)));
    const patch = writeEvents(tx, lease.executionId, run, open, events);
    if (patch) updateRunIn(tx, lease.executionId, patch);
  });
}

/** Pages read at once when a page catches up on a long log. */
const PAGES_PER_READ = 20;

/**
 * The logged events after `after`, up to `upTo` (the record's eventSeq when it was read), in order,
 * and `through`: the last id this read covered. At most PAGES_PER_READ pages are read; the caller
 * reads on after `through`. Pages that are gone (a log the sweep trimmed) are skipped.
 */
export async function readEvents(
  store: Pick<DocumentStore, 'getAll'>,
  executionId: string,
  after: number,
  upTo: number,
): Promise<{ events: LoggedEvent[]; through: number }> {
  if (upTo <= after) return { events: [], through: after };
  const first = pageOf(after + 1);
  const last = Math.min(pageOf(upTo), first + PAGES_PER_READ - 1);
  const ids = Array.from({ length: last - first + 1 }, (_, i) => pageId(executionId, first + i));
  const pages = await store.getAll<EventPage>(EXECUTION_EVENTS, ids);
  const events = pages
    .flatMap((page) => page?.events ?? [])
    .filter((entry) => entry.id > after && entry.id <= upTo);
  return { events, through: Math.min(upTo, (last + 1) * EVENTS_PER_PAGE) };
}
