import { GridColumns } from '@quarry/contracts/grid';
import { z } from 'zod';

/** The 'Add columns' editor's form: the columns, checked with the contract's schema. */
export const ColumnsForm = z.object({ columns: GridColumns });
export type ColumnsFormInput = z.input<typeof ColumnsForm>;
