import type { FoundDocument } from '@quarry/contracts/research';
import { describe, expect, it } from 'vitest';
import { documentsForRun, runPreferencesUpdate } from './saved-report-run';

const doc = (id: string, name: string, supported = true): FoundDocument => ({
  id,
  name,
  mimeType: 'application/pdf',
  supported,
  badge: supported ? 'PDF' : 'Presentation',
});

const found = [
  doc('a', 'Budget 2024'),
  doc('b', 'Budget DRAFT v2'),
  doc('c', 'Old lease'),
  doc('d', 'Board deck', false),
  doc('e', 'Lease.pdf'),
];

describe('saved report run', () => {
  it('when a report left documents out and excludes keywords, then those and unsupported files are dropped', () => {
    const kept = documentsForRun(found, {
      deselectedDocuments: [{ id: 'c', name: 'Old lease' }],
      negativeKeywords: ['draft'],
    });
    expect(kept.map((document) => document.id)).toEqual(['a', 'e']);
  });

  it('when nothing is excluded, then every supported document is kept', () => {
    const kept = documentsForRun(found, { deselectedDocuments: [], negativeKeywords: [] });
    expect(kept.map((document) => document.id)).toEqual(['a', 'b', 'c', 'e']);
  });

  it('when the address names directories and deep research, then both are written; otherwise nothing is', () => {
    const directories = [{ id: 'f1', name: 'Finance' }];
    expect(runPreferencesUpdate({ deepResearch: false, directories })).toEqual({
      deepResearch: false,
      selectedDriveDirectories: directories,
    });
    expect(runPreferencesUpdate({ deepResearch: undefined, directories: undefined })).toEqual({});
  });
});
