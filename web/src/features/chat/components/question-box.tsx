import { isBlankText } from '@quarry/contracts/blank-text';
import { issueSentences } from '@quarry/contracts/issue-sentences';
import { GenerateKeywordsRequest, QUESTION_MAX_CHARS } from '@quarry/contracts/research';
import { Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { readDraft, saveDraft } from '@/lib/drafts';

export const QUESTION_PLACEHOLDER = 'Ask me anything about the documents on your Google Drive...';
/** The count shows from this share of the limit on (docs/decisions/sharing-and-teams.md). */
const COUNT_FROM = 0.9;

/** 'returned': the question did not go on (refused, stopped, session lost) and comes back to the box. */
export type SendOutcome = 'taken' | 'returned';
type QuestionBoxProps = { busy: boolean; onSend: (question: string) => Promise<SendOutcome> | undefined };

/** Why the question cannot be sent, in the sentence the server would say it in. */
function tooLong(text: string): string | undefined {
  if (text.length <= QUESTION_MAX_CHARS) return undefined;
  const parsed = GenerateKeywordsRequest.safeParse({ query: text });
  return parsed.success ? undefined : issueSentences(parsed.error.issues, { query: text });
}

/**
 * Enter sends, Shift+Enter starts a new line; nothing is sent while empty, too long or while a query
 * runs. Near the limit a count shows, past it a sentence says by how much. What is typed is kept as
 * the page's draft until the question is taken, so a lost session or a refusal loses nothing.
 */
export function QuestionBox({ busy, onSend }: QuestionBoxProps) {
  const route = window.location.pathname;
  const [text, setText] = useState(() => readDraft(route));
  const problem = tooLong(text);
  const canSend = !busy && !isBlankText(text) && !problem;
  const showCount = text.length >= QUESTION_MAX_CHARS * COUNT_FROM;

  function change(next: string) {
    setText(next);
    saveDraft(route, next);
  }

  async function send() {
    if (!canSend) return;
    const sent = text;
    setText('');
    const outcome = await onSend(sent);
    if (outcome === 'returned') {
      setText((now) => now || sent);
      return;
    }
    // Taken: its draft goes, unless something new was typed meanwhile.
    if (readDraft(route) === sent) saveDraft(route, '');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-1">
      <div className="flex items-end gap-2">
        <textarea
          aria-label="Question"
          aria-describedby="question-limit"
          aria-invalid={problem ? true : undefined}
          placeholder={QUESTION_PLACEHOLDER}
          value={text}
          rows={3}
          onChange={(event) => change(event.target.value)}
          onKeyDown={onKeyDown}
          className="min-h-20 flex-1 resize-y rounded-md border border-input bg-background px-3 py-2 text-sm"
        />
        <Button type="submit" size="icon" aria-label="Send question" disabled={!canSend}>
          <Send aria-hidden="true" />
        </Button>
      </div>
      <p id="question-limit" className="text-xs text-muted-foreground">
        {/* Only the problem is read out as it appears; the count is there to be looked at. */}
        <span aria-live="polite" className="text-red-700">
          {problem ? `${problem} ` : ''}
        </span>
        {showCount &&
          `${text.length.toLocaleString('en-US')} of ${QUESTION_MAX_CHARS.toLocaleString('en-US')} characters`}
      </p>
    </form>
  );
}
