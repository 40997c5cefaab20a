import type { FoundDocument } from '@quarry/contracts/research';
import { DEFAULT_PREFERENCES } from '@quarry/contracts/user';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeApi, jsonResponse } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { DocumentDialog } from './document-dialog';
import { SelectionEstimate } from './selection-estimate';

const documents: FoundDocument[] = [
  { id: 'p1', name: 'Lease.pdf', mimeType: 'application/pdf', size: 40_000, supported: true, badge: 'PDF' },
  { id: 'm1', name: 'Notes.md', mimeType: 'text/markdown', size: 2_000, supported: true, badge: 'File' },
];

const step = (calls: number, costUsd: number) => ({ calls, inputTokens: 1_000, outputTokens: 100, costUsd });
/** An estimate that grows with the documents, and with the columns asked of each. */
const estimateOf = (count: number, columns = 0) => ({
  documents: count,
  modelCalls: count + 4,
  extractionCalls: count,
  reportCalls: 4,
  inputTokens: 10_000 * count,
  outputTokens: 1_000,
  costUsd: 0.02 * count * (1 + columns),
  byStep: { extraction: step(count, 0.01), report: step(3, 0.01), disagreements: step(1, 0) },
  costCapUsd: null,
  mayStopAtCap: false,
  pricesAsOf: '2026-11-27',
});

describe('the estimate on the Continue step', () => {
  it('when documents are chosen, then the estimate for them shows before anything is read, and follows the selection', async () => {
    const api = fakeApi({
      'POST /api/research/estimate': ({ body }) =>
        jsonResponse(200, estimateOf((body as { documents: unknown[] }).documents.length)),
    });
    const user = userEvent.setup();
    renderRoute(
      <DocumentDialog
        documents={documents}
        onBack={vi.fn()}
        onContinue={vi.fn()}
        onCancel={vi.fn()}
        renderEstimate={(chosen) => (
          <SelectionEstimate documents={chosen} preferences={DEFAULT_PREFERENCES} />
        )}
      />,
      { path: '/chat-interface' },
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Select Files/Documents' }));

    expect(await dialog.findByText(/2 documents, 6 model calls, about 21,000 tokens/)).toBeTruthy();
    expect(api.callsTo('POST /api/research/estimate')[0]?.body).toEqual({
      documents: [
        { id: 'p1', name: 'Lease.pdf', mimeType: 'application/pdf', size: 40_000 },
        { id: 'm1', name: 'Notes.md', mimeType: 'text/markdown', size: 2_000 },
      ],
      deepResearch: true,
      enableIntroduction: true,
      enableConclusion: true,
    });

    await user.click(dialog.getByRole('checkbox', { name: /Notes\.md/ }));

    await waitFor(() => expect(dialog.getByText(/1 document, 5 model calls/)).toBeTruthy());
  });

  it('when a column is added, then the estimate is asked again with it and shows the dearer run', async () => {
    const api = fakeApi({
      'POST /api/research/estimate': ({ body }) => {
        const request = body as { documents: unknown[]; columns?: unknown[] };
        return jsonResponse(200, estimateOf(request.documents.length, request.columns?.length ?? 0));
      },
    });
    const user = userEvent.setup();
    renderRoute(
      <DocumentDialog
        documents={documents}
        onBack={vi.fn()}
        onContinue={vi.fn()}
        onCancel={vi.fn()}
        renderEstimate={(chosen, columns) => (
          <SelectionEstimate documents={chosen} columns={columns} preferences={DEFAULT_PREFERENCES} />
        )}
      />,
      { path: '/chat-interface' },
    );
    const dialog = within(screen.getByRole('dialog', { name: 'Select Files/Documents' }));
    expect(await dialog.findByText('$0.04')).toBeTruthy();

    await user.click(dialog.getByRole('button', { name: 'Add columns' }));
    const editor = within(screen.getByRole('dialog', { name: 'Add columns' }));
    await user.type(editor.getByLabelText('Column 1 question'), 'Who is the counterparty?');
    await user.click(editor.getByRole('button', { name: 'Save columns' }));

    expect(await dialog.findByText('$0.08')).toBeTruthy();
    expect(api.callsTo('POST /api/research/estimate').at(-1)?.body).toMatchObject({
      columns: [{ id: 'c1', question: 'Who is the counterparty?', type: 'text' }],
    });
  });

  it('when the question and keywords are known, then they go with the selection, so the server reads ahead with them', async () => {
    const api = fakeApi({ 'POST /api/research/estimate': () => jsonResponse(200, estimateOf(2)) });
    renderRoute(
      <DocumentDialog
        documents={documents}
        onBack={vi.fn()}
        onContinue={vi.fn()}
        onCancel={vi.fn()}
        renderEstimate={(chosen) => (
          <SelectionEstimate
            documents={chosen}
            question="What does the lease cost?"
            lists={{ positive: ['lease'], negative: ['draft'] }}
            preferences={DEFAULT_PREFERENCES}
          />
        )}
      />,
      { path: '/chat-interface' },
    );

    await waitFor(() => expect(api.callsTo('POST /api/research/estimate')).toHaveLength(1));
    expect(api.callsTo('POST /api/research/estimate')[0]?.body).toMatchObject({
      question: 'What does the lease cost?',
      keywords: ['lease'],
      negativeKeywords: ['draft'],
    });
  });
});
