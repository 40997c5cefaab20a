import { ModelError } from '../../ports/language-model.port';

interface Answer {
  candidates?: { finishReason?: string; content?: { parts?: { text?: string; thought?: boolean }[] } }[];
  promptFeedback?: { blockReason?: string };
}

/**
 * The text of a finished answer (DESIGN section 10). An answer that stopped for any reason but STOP
 * (MAX_TOKENS, SAFETY, RECITATION, ...), was blocked, or holds no text is cut short or missing:
 * it is reported as malformed, naming the reason, so the caller asks again once and then fails the
 * step. Nothing truncated is ever used as if it were whole.
 */
export function checkedText(answer: Answer): string {
  const blocked = answer.promptFeedback?.blockReason;
  if (blocked) throw stopped(`the prompt was blocked (${blocked})`);
  const candidate = answer.candidates?.[0];
  if (!candidate) throw stopped('it gave no answer');
  const reason = candidate.finishReason;
  if (reason && reason !== 'STOP') throw stopped(`it stopped before finishing its answer (${reason})`);
  const text = (candidate.content?.parts ?? [])
    .filter((part) => !part.thought)
    .map((part) => part.text ?? '')
    .join('');
  if (text.trim() === '') throw stopped('its answer was empty');
  return text;
}

function stopped(why: string): ModelError {
  return new ModelError('malformed', `The model could not be used: ${why}.`);
}
