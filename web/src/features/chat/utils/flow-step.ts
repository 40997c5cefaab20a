import type { GridColumn } from '@quarry/contracts/grid';
import type { FoundDocument } from '@quarry/contracts/research';
import type { ExtractionProgress } from '../flows/run-extraction';
import type { KeywordLists } from './keyword-list';

/** Where the query flow of spec part 2 section 4 stands; each step but idle keeps the screen busy. */
export type FlowStep =
  | { name: 'idle' }
  /** `progress`: set while Gemini asks the keyword step to wait (docs/decisions/research-pipeline.md). */
  | { name: 'studying'; progress?: ExtractionProgress }
  /** A saved report is writing its preferences and searching, with no dialog in between. */
  | { name: 'preparing' }
  | { name: 'keywords'; lists: KeywordLists; maxKeywords: number }
  | { name: 'searching'; lists: KeywordLists; maxKeywords: number }
  /**
   * `selected`: the ids to start with; without it every supported document is. `columns`: the grid
   * columns to start with (a saved report's); without them none. `query`: the question, which the
   * estimate reads the documents ahead with.
   */
  | {
      name: 'documents';
      query: string;
      lists: KeywordLists;
      documents: FoundDocument[];
      selected?: string[];
      columns?: GridColumn[];
    }
  | { name: 'extracting'; progress: ExtractionProgress };
