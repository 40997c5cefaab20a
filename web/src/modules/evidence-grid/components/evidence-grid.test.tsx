import { gridPath } from '@quarry/contracts/grid';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fakeApi, ok } from '@/testing/fake-api';
import { aContractGrid } from '@/testing/grid-fixture';
import { renderRoute } from '@/testing/render-route';
import { EvidenceGrid } from './evidence-grid';

const GRID = `GET ${gridPath('run-1')}`;

describe("a run's evidence grid", () => {
  afterEach(() => vi.restoreAllMocks());

  it('when the run’s view says it has no grid, then the grid is never asked for and nothing shows', async () => {
    const api = fakeApi({ [GRID]: ok(aContractGrid(3)) });
    renderRoute(
      <>
        <EvidenceGrid executionId="run-1" hasGrid={false} />
        <p>Report shown</p>
      </>,
      { path: '/report-execution/:id', url: '/report-execution/run-1' },
    );

    await screen.findByText('Report shown');

    expect(api.callsTo(GRID)).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: 'Evidence grid' })).toBeNull();
  });

  it('when the run’s view says it has a grid, then it is asked for and shown under its heading', async () => {
    const api = fakeApi({ [GRID]: ok(aContractGrid(3)) });
    renderRoute(<EvidenceGrid executionId="run-1" hasGrid />, {
      path: '/report-execution/:id',
      url: '/report-execution/run-1',
    });

    expect(await screen.findByRole('heading', { name: 'Evidence grid' })).toBeTruthy();
    expect(api.callsTo(GRID)).toHaveLength(1);
  });

  it('when the run’s page is opened at #evidence-grid, then the grid is scrolled to and its heading takes the focus once it is in', async () => {
    fakeApi({ [`GET ${gridPath('run-1', true)}`]: ok(aContractGrid(3)) });
    const scrolled = vi.fn();
    const browsersOwn = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    onTestFinished(() => {
      Element.prototype.scrollIntoView = browsersOwn;
    });
    renderRoute(<EvidenceGrid executionId="run-1" shared hasGrid anchor />, {
      path: '/shared-report-view/:id',
      url: '/shared-report-view/run-1#evidence-grid',
    });

    const heading = await screen.findByRole('heading', { name: 'Evidence grid' });

    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(heading.closest('section')?.id).toBe('evidence-grid');
  });
});
