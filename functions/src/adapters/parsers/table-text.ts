import { DocumentReadError } from '../../ports/document-reader.port';
import { textTooLong } from './read-limits';

/** A table of more rows than this is shown to the model by its first rows only. */
export const LARGE_TABLE_ROWS = 1000;
/** The rows of a large table the model sees: enough to learn its shape and its values' form. */
export const SAMPLE_ROWS = 20;

/** What stands for a large table's rows the model is not sent. */
export function unshownRows(count: number, total: number): string {
  return `[${count.toLocaleString('en-US')} more rows not shown; the table has ${total.toLocaleString('en-US')} rows and computations run over all of them]`;
}

/** Lines of text up to a cap: past it, the document is refused rather than cut. */
export class CappedLines {
  readonly lines: string[] = [];
  private length = 0;

  constructor(private readonly maxChars: number) {}

  add(line: string): void {
    this.lines.push(line);
    this.length += line.length + 1;
    if (this.length > this.maxChars) throw textTooLong(this.maxChars);
  }

  /** A table's lines: all of them, or a large one's first rows and a line saying what is not shown. */
  addRows(lines: string[]): void {
    if (lines.length <= LARGE_TABLE_ROWS) {
      for (const line of lines) this.add(line);
      return;
    }
    for (const line of lines.slice(0, SAMPLE_ROWS + 1)) this.add(line);
    this.add(unshownRows(lines.length - SAMPLE_ROWS - 1, lines.length - 1));
  }

  text(emptyReason: string): string {
    if (this.lines.every((line) => line.trim() === '')) throw new DocumentReadError(emptyReason);
    return this.lines.join('\n');
  }
}
