import { describe, expect, it } from 'vitest';
import { runChanges } from './run-changes';
import { signUnsubscribe, verifyUnsubscribe } from './unsubscribe-token';

const doc = (id: string, name: string, version?: string) => ({ id, name, ...(version ? { version } : {}) });
const cites = (...names: string[]) => ({
  citations: names.map((name, i) => ({ number: i + 1, documentId: name, name, link: null, quotes: [] })),
  flaggedClaims: [],
});

describe('what changed since the last run', () => {
  it('when documents appear, change version or go, then each is named once, sorted, with the sources cited then and now', () => {
    const changes = runChanges(
      {
        documents: [doc('a', 'Budget.xlsx', '3'), doc('b', 'Memo.pdf', '1'), doc('c', 'Old notes.md')],
        evidence: cites('Memo.pdf', 'Budget.xlsx'),
      },
      {
        documents: [doc('a', 'Budget.xlsx', '4'), doc('b', 'Memo.pdf', '1'), doc('d', 'Audit.docx', '1')],
        evidence: cites('Audit.docx'),
      },
    );

    expect(changes).toEqual({
      compared: true,
      added: ['Audit.docx'],
      changed: ['Budget.xlsx'],
      removed: ['Old notes.md'],
      citedBefore: ['Budget.xlsx', 'Memo.pdf'],
      citedNow: ['Audit.docx'],
    });
  });

  it('when a version is unknown on either side, then the document is not called changed', () => {
    const changes = runChanges({ documents: [doc('a', 'A.pdf')] }, { documents: [doc('a', 'A.pdf', '2')] });
    expect(changes.changed).toEqual([]);
  });

  it('when there is no earlier run, then nothing is compared', () => {
    expect(runChanges(null, { documents: [doc('a', 'A.pdf')] })).toMatchObject({
      compared: false,
      added: [],
    });
  });
});

describe('the unsubscribe token', () => {
  const key = 'a-signing-key-of-some-length-0123456789';

  it('when it comes back as signed, then it names its share and address', () => {
    const token = signUnsubscribe(key, { sharedReportId: 'r1_t1', email: 'theo@gmail.com' });
    expect(verifyUnsubscribe(key, token)).toEqual({ sharedReportId: 'r1_t1', email: 'theo@gmail.com' });
  });

  it('when it is signed with another key, altered or cut, then it is refused', () => {
    const token = signUnsubscribe(key, { sharedReportId: 'r1_t1', email: 'theo@gmail.com' });
    const [payload, signature] = token.split('.');
    const other = Buffer.from(JSON.stringify({ s: 'r2_t1', e: 'theo@gmail.com' })).toString('base64url');
    expect(verifyUnsubscribe('another-key-entirely-0123456789abcdef', token)).toBeUndefined();
    expect(verifyUnsubscribe(key, `${other}.${signature}`)).toBeUndefined();
    expect(verifyUnsubscribe(key, `${payload}.${signature!.slice(1)}`)).toBeUndefined();
    expect(verifyUnsubscribe(key, String(payload))).toBeUndefined();
    expect(verifyUnsubscribe(key, `${token}.extra`)).toBeUndefined();
  });
});
