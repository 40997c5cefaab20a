import type { GridColumn, GridResponse, GridRow } from '@quarry/contracts/grid';
import { GRID_NOT_FOUND } from '@quarry/contracts/grid';

export const CONTRACT_COLUMNS: GridColumn[] = [
  { id: 'c1', question: 'Who is the counterparty?', type: 'text' },
  { id: 'c2', question: 'What is the contract value?', type: 'number' },
  { id: 'c3', question: 'When does it renew?', type: 'date' },
  { id: 'c4', question: 'Can it be ended early?', type: 'yesno' },
];

/** Contract n: value n×1000, renewing in 2026 + n % 3, ended early when n is even; every fifth has no value. */
export function aContractRow(n: number): GridRow {
  const year = 2026 + (n % 3);
  const cells: GridRow['cells'] = {
    c1: {
      value: `Counterparty ${n}`,
      normalized: `Counterparty ${n}`,
      quote: `between Quarry and Counterparty ${n}`,
      page: 1,
    },
    c3: {
      value: `31 March ${year}`,
      normalized: `${year}-03-31`,
      quote: `renews on 31 March ${year}`,
      page: 2,
    },
    c4: { value: n % 2 === 0 ? 'Yes' : 'No', normalized: n % 2 === 0, quote: 'on 60 days notice', page: 3 },
  };
  if (n % 5 !== 0)
    cells.c2 = { value: `$${n},000`, normalized: n * 1000, quote: `a total of $${n},000`, page: 1 };
  else cells.c2 = { value: GRID_NOT_FOUND, normalized: null, quote: '' };
  return {
    documentId: `doc-${n}`,
    name: `Contract ${String(n).padStart(4, '0')}.pdf`,
    link: null,
    outcome: 'data',
    cells,
  };
}

export function aContractGrid(count: number): GridResponse {
  return { columns: CONTRACT_COLUMNS, rows: Array.from({ length: count }, (_, i) => aContractRow(i + 1)) };
}
