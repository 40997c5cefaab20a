import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QUESTION_PLACEHOLDER, QuestionBox } from './question-box';

function renderBox(busy = false) {
  const onSend = vi.fn();
  render(<QuestionBox busy={busy} onSend={onSend} />);
  return { onSend, box: screen.getByRole('textbox', { name: 'Question' }) as HTMLTextAreaElement };
}

describe('question box', () => {
  it('when Enter is pressed, then the question is sent and the box empties', async () => {
    const user = userEvent.setup();
    const { onSend, box } = renderBox();
    expect(box.placeholder).toBe(QUESTION_PLACEHOLDER);
    await user.type(box, 'What was Q3 revenue?{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('What was Q3 revenue?');
    expect(box.value).toBe('');
  });

  it('when Shift+Enter is pressed, then a new line starts and nothing is sent', async () => {
    const user = userEvent.setup();
    const { onSend, box } = renderBox();
    await user.type(box, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(onSend).not.toHaveBeenCalled();
    expect(box.value).toBe('First line\nsecond line');
  });

  it('when the box is empty or blank, then neither Enter nor the button sends', async () => {
    const user = userEvent.setup();
    const { onSend, box } = renderBox();
    await user.type(box, '   {Enter}');
    expect(screen.getByRole('button', { name: 'Send question' })).toHaveProperty('disabled', true);
    expect(onSend).not.toHaveBeenCalled();
  });

  it('when a query is running, then nothing is sent and the typed text stays', async () => {
    const user = userEvent.setup();
    const { onSend, box } = renderBox(true);
    await user.type(box, 'Another question{Enter}');
    expect(screen.getByRole('button', { name: 'Send question' })).toHaveProperty('disabled', true);
    expect(onSend).not.toHaveBeenCalled();
    expect(box.value).toBe('Another question');
  });

  it('when the send button is pressed, then the question is sent', async () => {
    const user = userEvent.setup();
    const { onSend, box } = renderBox();
    await user.type(box, 'Who signed the lease?');
    await user.click(screen.getByRole('button', { name: 'Send question' }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Who signed the lease?');
  });
});
