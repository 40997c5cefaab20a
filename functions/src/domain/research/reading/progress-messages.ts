/** The progress line naming the document just read, or without its name for whom it is hidden. */
export const analyzedMessage = (done: number, total: number, name?: string) =>
  `Analyzed ${done} of ${total}${name === undefined ? '' : `: ${name}`}`;

/** An `analyzedMessage` that names its document: the counts it carries. */
export function analyzedCounts(message: string): { done: number; total: number } | null {
  const match = /^Analyzed (\d+) of (\d+): /.exec(message);
  return match ? { done: Number(match[1]), total: Number(match[2]) } : null;
}
