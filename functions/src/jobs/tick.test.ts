import { describe, expect, it } from 'vitest';
import { createLogger } from '../log';
import { runTick } from './tick';

describe('runTick', () => {
  it('when one task fails, then the others still run and the failure is logged by name', async () => {
    const lines: string[] = [];
    const ran: string[] = [];
    const result = await runTick(
      [
        { name: 'first', run: async () => void ran.push('first') },
        {
          name: 'broken',
          run: async () => {
            throw new Error('boom');
          },
        },
        { name: 'last', run: async () => void ran.push('last') },
      ],
      createLogger((line) => lines.push(line)),
    );
    expect(ran).toEqual(['first', 'last']);
    expect(result.failed).toEqual(['broken']);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      severity: 'ERROR',
      event: 'tick_task_failed',
      task: 'broken',
    });
  });
});
