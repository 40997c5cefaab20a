import crypto from 'node:crypto';
import { GOOGLE_DOC } from '../../research/search/document-types';
import { marksTerm, quote } from '../../research/search/drive-query';
import { viewKeyOf } from '../saved/document-view';
import type { ExportSubject } from './export-report';

/**
 * The marks Quarry puts on each Google Doc it saves a run as (docs/decisions/research-pipeline.md), so a save that
 * crashed after Drive made the doc and before Quarry recorded it finds that doc on the next try
 * instead of making another. Drive's appProperties (checked 2026-12-06 at
 * developers.google.com/workspace/drive/api/guides/properties and guides/search-files): private to
 * the app (OAuth client) that set them, at most 30 per app on a file and 124 bytes of key and value
 * together; searched with `appProperties has { key='k' and value='v' }`, key and value both given.
 * No secret in them: the run's id, a hash of the person's id, and which view the doc was written
 * for (with the documents named, as numbered sources, or with some closed: document-view.ts viewKeyOf).
 */
export type GoogleDocMarks = Record<'quarryRun' | 'quarryFor' | 'quarryView', string>;

export function googleDocMarks(subject: Pick<ExportSubject, 'id' | 'view'>, uid: string): GoogleDocMarks {
  return {
    quarryRun: subject.id,
    quarryFor: crypto.createHash('sha256').update(`quarry-doc\0${uid}`).digest('hex').slice(0, 32),
    quarryView: viewKeyOf(subject.view),
  };
}

/** A Drive query for a doc bearing all the marks, not in the trash. */
export function markedDocQuery(marks: GoogleDocMarks): string {
  return [marksTerm(marks), `mimeType = ${quote(GOOGLE_DOC)}`, 'trashed = false'].join(' and ');
}
