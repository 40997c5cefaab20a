import type { ChatMessage } from '@quarry/contracts/chat';
import type { FoundDocument } from '@quarry/contracts/research';
import { describe, expect, it } from 'vitest';
import { deselectedDocuments, lastCompletedQuery, saveReportRequest } from './completed-query';

const doc = (id: string, supported = true): FoundDocument => ({
  id,
  name: `Name ${id}`,
  mimeType: 'application/pdf',
  supported,
  badge: 'PDF',
});

describe('completed query', () => {
  it('when some supported documents were not chosen, then they are the deselected ones; unsupported files are not', () => {
    const found = [doc('a'), doc('b'), doc('deck', false), doc('c')];
    const selected = [{ id: 'b', name: 'Name b', mimeType: 'application/pdf' }];
    expect(deselectedDocuments(found, selected)).toEqual([
      { id: 'a', name: 'Name a' },
      { id: 'c', name: 'Name c' },
    ]);
  });

  it('when the last message is an answer that completed, then its query is the one to save; otherwise there is none', () => {
    const completedQuery = {
      query: 'What was revenue?',
      keywords: ['revenue'],
      negativeKeywords: ['draft'],
      deselectedDocuments: [{ id: 'a', name: 'Name a' }],
      directories: [{ id: 'f1', name: 'Finance' }],
    };
    const at = '2026-01-15T09:00:00.000Z';
    const question: ChatMessage = { id: 'q', role: 'user', content: 'What was revenue?', timestamp: at };
    const answer: ChatMessage = {
      id: 'a',
      role: 'assistant',
      content: '<p>4M</p>',
      timestamp: at,
      completedQuery,
    };
    const quotaBox: ChatMessage = {
      id: 'e',
      role: 'assistant',
      content: 'Gemini Token Quota Error: x',
      timestamp: at,
    };
    expect(lastCompletedQuery([question, answer])).toEqual(completedQuery);
    expect(lastCompletedQuery([question, answer, question])).toBeUndefined();
    expect(lastCompletedQuery([question, answer, question, quotaBox])).toBeUndefined();
    expect(lastCompletedQuery([])).toBeUndefined();
  });

  it('when the switches changed after the answer, then the report keeps those the answer was produced with', () => {
    const asked = {
      query: 'What was revenue?',
      keywords: ['revenue'],
      negativeKeywords: [],
      deselectedDocuments: [],
      directories: [],
      deepResearch: false,
      enableIntroduction: false,
      enableConclusion: true,
    };
    const now = { deepResearch: true, enableIntroduction: true, enableConclusion: false };

    const request = saveReportRequest(asked, 'Revenue', now);

    expect(request).toMatchObject({ deepResearch: false, enableIntroduction: false, enableConclusion: true });
  });

  it('when an answer was kept before its switches were recorded, then the current switches stand in', () => {
    const older = {
      query: 'Q',
      keywords: ['k'],
      negativeKeywords: [],
      deselectedDocuments: [],
      directories: [],
    };

    const request = saveReportRequest(older, 'Q', {
      deepResearch: true,
      enableIntroduction: false,
      enableConclusion: true,
    });

    expect(request).toMatchObject({ deepResearch: true, enableIntroduction: false, enableConclusion: true });
  });

  it('when the answer was run with evidence grid columns, then saving it keeps them', () => {
    const columns = [{ id: 'c1', question: 'What is the contract value?', type: 'number' as const }];
    const asked = {
      query: 'Q',
      keywords: ['k'],
      negativeKeywords: [],
      deselectedDocuments: [],
      directories: [],
      columns,
    };

    const request = saveReportRequest(asked, 'Contracts', {
      deepResearch: true,
      enableIntroduction: true,
      enableConclusion: true,
    });

    expect(request.columns).toEqual(columns);
  });

  it('when the answer had no columns, then the saved report has none', () => {
    const asked = {
      query: 'Q',
      keywords: ['k'],
      negativeKeywords: [],
      deselectedDocuments: [],
      directories: [],
    };

    const request = saveReportRequest(asked, 'Q', {
      deepResearch: true,
      enableIntroduction: true,
      enableConclusion: true,
    });

    expect('columns' in request).toBe(false);
  });
});
