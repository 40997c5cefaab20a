import { DATA_EXPORT_PATH, type DataExportStatus } from '@quarry/contracts/account-data';
import type { QueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format-date';
import { type FakeHandler, fail, fakeApi, jsonResponse, ok } from '@/testing/fake-api';
import { renderRoute } from '@/testing/render-route';
import { recordToasts } from '@/testing/toast-recorder';
import { accountDataKeys } from '../api/account-data-keys';
import { DownloadDataCard } from './download-data-card';

const GET = `GET ${DATA_EXPORT_PATH}`;
const POST = `POST ${DATA_EXPORT_PATH}`;
const inADay = new Date(Date.now() + 24 * 3600_000).toISOString();

const status = (changes: Partial<DataExportStatus> = {}): DataExportStatus => ({
  id: 'exp-1',
  status: 'building',
  progress: { done: 0, total: 0 },
  createdAt: '2026-11-27T18:00:00.000Z',
  expiresAt: null,
  sizeBytes: null,
  fileName: 'quarry-data-2026-11-27.zip',
  error: null,
  ...changes,
});
const ready = status({
  status: 'ready',
  progress: { done: 2000, total: 2000 },
  expiresAt: inADay,
  sizeBytes: 3_140_000,
});

/** One tick of the card's refresh while a build runs. */
const tick = (queryClient: QueryClient) =>
  queryClient.refetchQueries({ queryKey: accountDataKeys.dataExport() });

function renderCard(handlers: Record<string, FakeHandler>) {
  const api = fakeApi(handlers);
  const view = renderRoute(<DownloadDataCard />, { path: '/settings' });
  return { api, ...view };
}

describe('Download my data', () => {
  it('when no download was ever built (404), then the card offers one and says what the zip holds, with no error', async () => {
    renderCard({ [GET]: fail(404, { message: 'No download yet' }) });

    expect(await screen.findByRole('button', { name: 'Download my data' })).toBeTruthy();
    expect(screen.getByText(/as JSON, with each report also as a Markdown file/)).toBeTruthy();
    expect(screen.getByText(/downloaded for 24 hours/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when the last download cannot be checked, then the card says so and a new one can still be built', async () => {
    renderCard({ [GET]: fail(500, { message: 'db down' }) });

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Could not check for your last download. You can still build a new one.',
    );
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeTruthy();
  });

  it('when Download my data is pressed, then the build starts and its progress is followed in words and as a bar until it is ready', async () => {
    const toasts = recordToasts();
    const user = userEvent.setup();
    const { api, queryClient } = renderCard({
      [GET]: fail(404, { message: 'No download yet' }),
      [POST]: () => jsonResponse(202, status()),
    });
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));
    const bar = await screen.findByRole('progressbar', { name: 'Download progress' });
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    expect(bar.getAttribute('aria-valuetext')).toBe('Gathering your data: counting your records');

    // The refresh's ticks (its interval is tested with the query), each after the server moved on.
    api.set(GET, ok(status({ progress: { done: 120, total: 2000 } })));
    await tick(queryClient);
    expect(await screen.findByText('Gathering your data: 120 of 2,000 records')).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('6');
    api.set(GET, ok(ready));
    await tick(queryClient);

    expect(await screen.findByRole('link', { name: /^Download quarry-data/ })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(api.callsTo(POST)).toHaveLength(1);
    expect(api.callsTo(POST)[0]?.headers?.['idempotency-key']).toBeTruthy();
    expect(toasts.all).toEqual([
      {
        title: 'Download Ready',
        description: `Your data is ready to download until ${formatDateTime(inADay)}.`,
        variant: undefined,
      },
    ]);
  });

  it('when the newest download is ready, then a link fetches it from the API with its size and until when it is there, and a fresh one can be built', async () => {
    const toasts = recordToasts();
    renderCard({ [GET]: ok(ready) });

    const link = await screen.findByRole('link', { name: 'Download quarry-data-2026-11-27.zip' });
    expect(link.getAttribute('href')).toBe('/api/account/data-export/exp-1/download');
    expect(link.hasAttribute('download')).toBe(true);
    expect(screen.getByText(`3.1 MB, available until ${formatDateTime(inADay)}.`)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Build a fresh download' })).toBeTruthy();
    // Found ready on opening: shown, not announced.
    expect(toasts.all).toEqual([]);
  });

  it('when the newest download has expired, then it is no longer offered and a new one can be built', async () => {
    const expiredAt = '2026-01-01T12:00:00.000Z';
    renderCard({ [GET]: ok({ ...ready, expiresAt: expiredAt }) });

    expect(
      await screen.findByText(`Your last download expired on ${formatDateTime(expiredAt)}.`),
    ).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeTruthy();
  });

  it('when the newest download failed, then its error shows and Try again builds another', async () => {
    const user = userEvent.setup();
    const { api } = renderCard({
      [GET]: ok(status({ status: 'failed', error: 'Your chats could not be read. Please try again.' })),
      [POST]: () => jsonResponse(202, status({ id: 'exp-2' })),
    });

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your last download could not be built. Your chats could not be read. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('progressbar')).toBeTruthy();
    expect(screen.getByText('Gathering your data: counting your records')).toBeTruthy();
    expect(api.callsTo(POST)).toHaveLength(1);
  });

  it('when a watched build fails, then a destructive toast carries its error', async () => {
    const toasts = recordToasts();
    const { api, queryClient } = renderCard({ [GET]: ok(status({ progress: { done: 5, total: 10 } })) });
    await screen.findByRole('progressbar');

    api.set(GET, ok(status({ status: 'failed', error: 'Disk full.' })));
    await tick(queryClient);

    await waitFor(() =>
      expect(toasts.all).toEqual([
        { title: 'Download Failed', description: 'Disk full.', variant: 'destructive' },
      ]),
    );
  });

  it('when starting a download is refused, then the server message shows in a destructive toast', async () => {
    const toasts = recordToasts();
    const user = userEvent.setup();
    renderCard({
      [GET]: fail(404, { message: 'No download yet' }),
      [POST]: fail(429, { message: 'You can build one download an hour.' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Download my data' }));

    await waitFor(() =>
      expect(toasts.all).toEqual([
        {
          title: 'Download Failed',
          description: 'You can build one download an hour.',
          variant: 'destructive',
        },
      ]),
    );
  });
});
