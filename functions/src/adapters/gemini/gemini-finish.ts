import { ModelError } from '../../ports/language-model.port';

interface Answer {
  candidates?: { finishReason?: string; content?: { parts?: { text?: string; thought?: boolean }[] } }[];
  promptFeedback?: { blockReason?: string };
}

/** Reasons for which the model kept its answer back rather than ran out of room. */
const WITHHELD = new Set([
  'SAFETY',
  'RECITATION',
  'BLOCKLIST',
  'PROHIBITED_CONTENT',
  'SPII',
  'IMAGE_SAFETY',
  'IMAGE_PROHIBITED_CONTENT',
  'LANGUAGE',
]);

/**
 * The text of a finished answer (docs/architecture/evidence.md). An answer that stopped for any reason but STOP
 * (MAX_TOKENS, SAFETY, RECITATION, ...), was blocked, or holds no text is cut short or missing:
 * it is reported as malformed, naming the reason, so the caller asks again once and then fails the
 * step. Nothing truncated is ever used as if it were whole.
 */
export function checkedText(answer: Answer): string {
  const blocked = answer.promptFeedback?.blockReason;
  if (blocked) throw malformed(`The model refused the prompt (${blocked})`);
  const candidate = answer.candidates?.[0];
  if (!candidate) throw malformed('The model gave no answer');
  const reason = candidate.finishReason;
  if (reason && reason !== 'STOP') {
    throw malformed(
      WITHHELD.has(reason)
        ? `The model withheld its answer (${reason})`
        : `The model stopped before finishing its answer (${reason})`,
    );
  }
  const text = (candidate.content?.parts ?? [])
    .filter((part) => !part.thought)
    .map((part) => part.text ?? '')
    .join('');
  if (text.trim() === '') throw malformed('The model gave an empty answer');
  return text;
}

function malformed(message: string): ModelError {
  return new ModelError('malformed', message);
}
