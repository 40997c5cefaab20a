import { describe, expect, it } from 'vitest';
import { ModelError } from '../../ports/language-model.port';
import { checkedText } from './gemini-finish';

const answer = (finishReason: string | undefined, ...texts: string[]) => ({
  candidates: [
    { ...(finishReason ? { finishReason } : {}), content: { parts: texts.map((text) => ({ text })) } },
  ],
});

function failure(run: () => unknown): ModelError {
  try {
    run();
  } catch (error) {
    if (error instanceof ModelError) return error;
    throw error;
  }
  throw new Error('expected a ModelError');
}

describe('checkedText', () => {
  it('when the answer finished with STOP, then its parts are joined', () => {
    expect(checkedText(answer('STOP', 'The recall cost ', '$1.86M [1].'))).toBe(
      'The recall cost $1.86M [1].',
    );
  });

  it('when the answer has no finish reason (a streamed middle chunk), then its text is used', () => {
    expect(checkedText(answer(undefined, 'Partial but unmarked'))).toBe('Partial but unmarked');
  });

  it('when the answer ran out of tokens, then the message says it stopped before finishing', () => {
    expect(failure(() => checkedText(answer('MAX_TOKENS', 'The recall cost $1.'))).message).toBe(
      'The model stopped before finishing its answer (MAX_TOKENS)',
    );
  });

  it('when the answer was held back for safety or recitation, then the message says it was withheld', () => {
    expect(failure(() => checkedText(answer('SAFETY', 'x'))).message).toBe(
      'The model withheld its answer (SAFETY)',
    );
    expect(failure(() => checkedText(answer('RECITATION', 'x'))).message).toBe(
      'The model withheld its answer (RECITATION)',
    );
  });

  it.each(['MAX_TOKENS', 'SAFETY', 'RECITATION', 'OTHER', 'BLOCKLIST', 'MALFORMED_FUNCTION_CALL'])(
    'when the answer stopped with %s, then it is malformed and the reason is named',
    (reason) => {
      const error = failure(() => checkedText(answer(reason, 'The recall cost $1.')));
      expect(error.kind).toBe('malformed');
      expect(error.message).toContain(reason);
    },
  );

  it('when the prompt was blocked, then it is malformed with the block reason', () => {
    const error = failure(() => checkedText({ promptFeedback: { blockReason: 'SAFETY' } }));
    expect(error.kind).toBe('malformed');
    expect(error.message).toBe('The model refused the prompt (SAFETY)');
  });

  it('when there is no candidate or only empty text, then it is malformed', () => {
    expect(failure(() => checkedText({ candidates: [] })).kind).toBe('malformed');
    expect(failure(() => checkedText(answer('STOP', '  '))).kind).toBe('malformed');
  });

  it('when parts include the model thinking, then only the answer parts are returned', () => {
    const withThought = {
      candidates: [
        { finishReason: 'STOP', content: { parts: [{ text: 'hmm', thought: true }, { text: 'Answer.' }] } },
      ],
    };
    expect(checkedText(withThought)).toBe('Answer.');
  });
});
