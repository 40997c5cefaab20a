import { Send } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { Button } from '@/components/ui/button';

export const QUESTION_PLACEHOLDER = 'Ask me anything about the documents on your Google Drive...';

type QuestionBoxProps = { busy: boolean; onSend: (question: string) => void };

/** Enter sends, Shift+Enter starts a new line; nothing is sent while empty or while a query runs. */
export function QuestionBox({ busy, onSend }: QuestionBoxProps) {
  const [text, setText] = useState('');
  const canSend = !busy && text.trim().length > 0;

  function send() {
    if (!canSend) return;
    onSend(text);
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    send();
  }

  return (
    <form onSubmit={onSubmit} className="flex items-end gap-2">
      <textarea
        aria-label="Question"
        placeholder={QUESTION_PLACEHOLDER}
        value={text}
        rows={3}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        className="min-h-20 flex-1 resize-y rounded-md border border-input bg-background px-3 py-2 text-sm"
      />
      <Button type="submit" size="icon" aria-label="Send question" disabled={!canSend}>
        <Send aria-hidden="true" />
      </Button>
    </form>
  );
}
