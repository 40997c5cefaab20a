import { describe, expect, it } from 'vitest';
import { SaveChatSessionRequest } from './chat';
import { JSON_TEXT_MAX_LENGTH } from './json-text';
import { ShareFromChatRequest } from './sharing';
import { PreferencesUpdate } from './user';

/** The share payload exactly as spec part 2 section 3 has a client send it: five lists as JSON text. */
const SPEC_SHARE = {
  reportName: 'Recall costs',
  query: 'What did the recall cost?',
  keywords: JSON.stringify(['recall', 'Ridgeline']),
  negativeKeywords: JSON.stringify(['draft']),
  deselectedDocuments: JSON.stringify([{ id: '1oldMemo', name: 'Old memo.pdf' }]),
  selectedDirectories: JSON.stringify([{ id: 'f1', name: 'Finance' }]),
  deepResearch: false,
  showDocumentsInSharedReports: true,
  existingTeamIds: ['team-1'],
  shareType: 'adhoc',
  includeCurrentExecution: true,
};

function problems(input: unknown): string[] {
  const result = ShareFromChatRequest.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('lists sent as JSON text', () => {
  it('when the share payload sends its lists as JSON text, then they are read as the lists', () => {
    const parsed = ShareFromChatRequest.parse(SPEC_SHARE);

    expect(parsed).toMatchObject({
      keywords: ['recall', 'Ridgeline'],
      negativeKeywords: ['draft'],
      deselectedDocuments: [{ id: '1oldMemo', name: 'Old memo.pdf' }],
      selectedDirectories: [{ id: 'f1', name: 'Finance' }],
    });
  });

  it('when the share payload sends its lists as arrays, then they are read the same', () => {
    const asArrays = {
      ...SPEC_SHARE,
      keywords: ['recall', 'Ridgeline'],
      negativeKeywords: ['draft'],
      deselectedDocuments: [{ id: '1oldMemo', name: 'Old memo.pdf' }],
      selectedDirectories: [{ id: 'f1', name: 'Finance' }],
    };

    expect(ShareFromChatRequest.parse(asArrays)).toEqual(ShareFromChatRequest.parse(SPEC_SHARE));
  });

  it('when a list is text that is not JSON, then the field is refused as not valid JSON', () => {
    expect(problems({ ...SPEC_SHARE, keywords: '["recall"' })).toEqual([
      'keywords: is not valid JSON text: send a list, or that list as JSON text',
    ]);
    expect(problems({ ...SPEC_SHARE, negativeKeywords: 'draft' })).toEqual([
      'negativeKeywords: is not valid JSON text: send a list, or that list as JSON text',
    ]);
  });

  it('when a list is JSON of the wrong shape, then the field or the item is named', () => {
    expect(problems({ ...SPEC_SHARE, keywords: '{"0":"recall"}' })).toEqual([
      'keywords: must be a list of keywords, or that list as JSON text',
    ]);
    expect(problems({ ...SPEC_SHARE, keywords: '"recall"' })).toEqual([
      'keywords: must be a list of keywords, or that list as JSON text',
    ]);
    expect(problems({ ...SPEC_SHARE, deselectedDocuments: '["1oldMemo"]' })).toEqual([
      'deselectedDocuments.0: Invalid input: expected object, received string',
    ]);
    expect(problems({ ...SPEC_SHARE, selectedDirectories: 'null' })).toEqual([
      'selectedDirectories: must be a list of folders ({id, name}), or that list as JSON text',
    ]);
    expect(problems({ ...SPEC_SHARE, keywords: '[]' })).toEqual([
      'keywords: The report needs at least one keyword',
    ]);
  });

  it('when a list is huge JSON text, then it is refused: too many items, or too long to read', () => {
    const manyKeywords = JSON.stringify(Array.from({ length: 20_000 }, (_, i) => `k${i}`));
    const tooLong = `[${'"recall",'.repeat(JSON_TEXT_MAX_LENGTH / 9)}"recall"]`;

    expect(problems({ ...SPEC_SHARE, keywords: manyKeywords })).toEqual([
      'keywords: Too big: expected array to have <=100 items',
    ]);
    expect(problems({ ...SPEC_SHARE, keywords: tooLong })).toEqual([
      'keywords: is JSON text of more than 2,000,000 characters',
    ]);
  });

  it('when preferences or a chat session send their lists as JSON text, then they are read; broken text is refused', () => {
    const folders = [{ id: 'f1', name: 'Finance' }];

    expect(PreferencesUpdate.parse({ selectedDriveDirectories: JSON.stringify(folders) })).toEqual({
      selectedDriveDirectories: folders,
    });
    expect(
      SaveChatSessionRequest.parse({
        title: 'Recall',
        chatData: [],
        searchTerms: '["recall","-draft"]',
        selectedFiles: '["1abc"]',
      }),
    ).toMatchObject({ searchTerms: ['recall', '-draft'], selectedFiles: ['1abc'] });
    expect(PreferencesUpdate.safeParse({ selectedDriveDirectories: '[{' }).error?.issues[0]?.message).toBe(
      'is not valid JSON text: send a list, or that list as JSON text',
    );
    expect(
      SaveChatSessionRequest.safeParse({ title: 'Recall', chatData: [], selectedFiles: '[1]' }).error
        ?.issues[0]?.path,
    ).toEqual(['selectedFiles', 0]);
  });
});
