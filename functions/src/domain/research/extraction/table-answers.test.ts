import { describe, expect, it } from 'vitest';
import { REVENUE } from '../../../testing/tables';
import { computedAnswers, computedCells, tableFindings } from './table-answers';
import { verifyFindings } from './verify-quotes';

const read = {
  text: 'Region\tMonth\tRevenue\nEMEA\t2026-07-01\t$1,200,000\nAmericas\t2026-07-01\t$1,500,000',
  tables: [REVENUE],
};

describe('checking the figures a model copied from a table', () => {
  it('when a copied figure is a cell’s value, then the finding cites that cell', () => {
    const [finding] = tableFindings(
      read,
      verifyFindings(read, [{ text: 'Americas\t2026-07-01\t$1,500,000' }]),
      [],
    );
    expect(finding).toMatchObject({
      verified: true,
      cells: [{ sheet: 'Q3 2026', address: 'C3', value: '$1,500,000' }],
    });
  });

  it('when a paraphrase states a row’s figure, then its cell verifies it', () => {
    const [finding] = tableFindings(
      read,
      verifyFindings(read, [{ text: 'Americas brought in $1.5M in July' }]),
      [],
    );
    expect(finding).toMatchObject({ verified: true, cells: [{ address: 'C3' }] });
  });

  it('when a paraphrase states a figure no cell holds, then it stays unverified', () => {
    const [finding] = tableFindings(
      read,
      verifyFindings(read, [{ text: 'Americas brought in $1.6M in July' }]),
      [],
    );
    expect(finding).toEqual({ text: 'Americas brought in $1.6M in July', verified: false });
  });

  it('when a figure is a cell of a row the finding does not name, then it cites the cell but verifies nothing', () => {
    const [finding] = tableFindings(read, verifyFindings(read, [{ text: 'Europe brought in $1.5M' }]), []);
    expect(finding).toMatchObject({ verified: false, cells: [{ address: 'C3' }] });
  });

  it('when a document has no tables, then its findings are as the quote check left them', () => {
    const plain = { text: 'Revenue was $1.5M.' };
    const findings = verifyFindings(plain, [{ text: 'Revenue was $1.5M.' }]);
    expect(tableFindings(plain, findings, [])).toEqual(findings);
  });
});

describe('a grid column computed from a table', () => {
  it('when a plan answers a grid column, then its cell shows the computed value with its cells and plan, and no finding repeats it', async () => {
    const { ArqueroEngine } = await import('../../../adapters/tables/arquero-engine');
    const { checkedOutcome } = await import('./extract-document');
    const deps = { tables: new ArqueroEngine(), warn: () => {} };
    const plans = [{ table: 't1', aggregate: { op: 'sum', column: 'Revenue' }, column: 'c1' }];
    const computed = await computedAnswers({ deps }, { id: 'f1', name: 'Sales', mimeType: 'x' }, read, plans);
    const columns = [{ id: 'c1', question: 'What is the total of the lines?', type: 'number' as const }];
    const outcome = checkedOutcome(
      { columns },
      { id: 'f1', name: 'Sales', mimeType: 'x' },
      read,
      [],
      [],
      computed,
    );
    expect(outcome).toMatchObject({
      status: 'noData',
      cells: {
        c1: {
          value: '$5,900,000',
          normalized: 5_900_000,
          plan: "the total of 'Revenue', in 'Q3 2026' (all rows)",
        },
      },
    });
    expect(computedCells(computed, columns).c1?.cells).toHaveLength(5);
  });
});

describe('falling back to reading when a plan is wrong', () => {
  it('when the model’s plan names a missing column, then nothing is computed, the refusal is logged and the read findings stand', async () => {
    const { ArqueroEngine } = await import('../../../adapters/tables/arquero-engine');
    const warned: unknown[] = [];
    const deps = {
      tables: new ArqueroEngine(),
      warn: (event: string, fields: unknown) => warned.push([event, fields]),
    };
    const file = { id: 'f1', name: 'Sales', mimeType: 'x' };
    const computed = await computedAnswers({ deps, uid: 'u1' }, file, read, [
      { table: 't1', aggregate: { op: 'sum', column: 'Profit' } },
    ]);
    expect(computed).toEqual([]);
    expect(warned).toEqual([
      ['table_plan_refused', { uid: 'u1', fileId: 'f1', cause: 'no column "Profit" in Q3 2026' }],
    ]);
    const found = verifyFindings(read, [{ text: 'Americas\t2026-07-01\t$1,500,000' }]);
    expect(tableFindings(read, found, computed).map((f) => f.text)).toEqual([
      'Americas\t2026-07-01\t$1,500,000',
    ]);
  });
});
