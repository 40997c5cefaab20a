import type { ReportEvidence } from '@quarry/contracts/report';
import type { ExecutionDocument } from '../reports/runs/run-record';

/** A run as the comparison needs it: the documents it read and the sources it cited. */
export interface RunContents {
  documents: Pick<ExecutionDocument, 'id' | 'name' | 'version'>[] | null;
  evidence?: ReportEvidence | null;
}

/** What changed since the share's last successful run (docs/architecture/schedules-and-delivery.md). */
export interface RunChanges {
  /** False for the first run: there is nothing to compare with. */
  compared: boolean;
  added: string[];
  changed: string[];
  removed: string[];
  citedBefore: string[];
  citedNow: string[];
}

const byName = (a: string, b: string) => a.localeCompare(b);

function cited(run: RunContents): string[] {
  return [...new Set((run.evidence?.citations ?? []).map((c) => c.name))].sort(byName);
}

/**
 * Documents new, changed (a different Drive version, where both runs know it) and gone, and the
 * sources cited then and now; names sorted so the e-mail reads the same however the runs ordered them.
 */
export function runChanges(previous: RunContents | null, current: RunContents): RunChanges {
  const now = current.documents ?? [];
  if (!previous) {
    return {
      compared: false,
      added: [],
      changed: [],
      removed: [],
      citedBefore: [],
      citedNow: cited(current),
    };
  }
  const before = new Map((previous.documents ?? []).map((d) => [d.id, d]));
  const ids = new Set(now.map((d) => d.id));
  return {
    compared: true,
    added: now
      .filter((d) => !before.has(d.id))
      .map((d) => d.name)
      .sort(byName),
    changed: now
      .filter((d) => {
        const old = before.get(d.id);
        return old?.version !== undefined && d.version !== undefined && old.version !== d.version;
      })
      .map((d) => d.name)
      .sort(byName),
    removed: [...before.values()]
      .filter((d) => !ids.has(d.id))
      .map((d) => d.name)
      .sort(byName),
    citedBefore: cited(previous),
    citedNow: cited(current),
  };
}
