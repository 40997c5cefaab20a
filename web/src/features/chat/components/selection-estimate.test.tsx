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

const estimateOf = (count: number) => ({
  documents: count,
  modelCalls: count + 4,
  extractionCalls: count,
  reportCalls: 4,
  inputTokens: 10_000 * count,
  outputTokens: 1_000,
  costUsd: 0.02 * count,
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
});
