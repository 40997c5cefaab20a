import { describe, expect, it } from 'vitest';
import { block, findingsBlock } from './gemini-test-kit';
import { readPromptBlocks } from './prompt-blocks';
import { sanityTask } from './sanity-task';

const FINDINGS = findingsBlock([
  {
    source: 1,
    document: 'Recall memo.pdf',
    text: 'Kestrel pays the recall coordinator’s costs for every affected lot.',
  },
]);

function flagged(report: string): string[] {
  const blocks = readPromptBlocks(`${FINDINGS}\n${block('report', report)}`);
  return sanityTask(blocks).unsupportedClaims.map((c) => c.claim);
}

describe('sanity check', () => {
  it('when a claim words its finding in other forms of the same words, then it is supported', () => {
    expect(flagged('Kestrel paid the costs of the coordinated recall [1].')).toEqual([]);
  });

  it('when a claim says what its finding does not, then it is flagged', () => {
    expect(flagged('Sales doubled in Norway after the launch [1].')).toEqual([
      'Sales doubled in Norway after the launch [1].',
    ]);
  });
});
