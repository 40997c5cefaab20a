import { render, screen, waitFor } from '@testing-library/react';
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

  it('when the box holds only invisible characters (zero-width spaces, joiners, a word joiner), then neither Enter nor the button sends', async () => {
    const user = userEvent.setup();
    const { onSend, box } = renderBox();
    await user.type(box, '\u200B\u200C\u200D\u2060\uFEFF{Enter}');
    expect(box.value).not.toBe('');
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

  it('when the question passes its limit, then a sentence says by how much, nothing is sent and the text stays', async () => {
    // Arrange
    const user = userEvent.setup();
    const { onSend, box } = renderBox();
    // Act: pasted, as a long question is
    await user.click(box);
    await user.paste('x'.repeat(10_001));
    await user.keyboard('{Enter}');
    // Assert
    expect(
      screen.getByText(/The question is too long: 10,001 characters, and the most is 10,000\./),
    ).toBeTruthy();
    expect(screen.getByText(/10,001 of 10,000 characters/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send question' })).toHaveProperty('disabled', true);
    expect(onSend).not.toHaveBeenCalled();
    expect(box.value).toHaveLength(10_001);
  });

  it('when the question nears its limit, then the count shows; well under it, it does not', async () => {
    const user = userEvent.setup();
    const { box } = renderBox();
    await user.click(box);
    await user.paste('x'.repeat(100));
    expect(screen.queryByText(/of 10,000 characters/)).toBeNull();

    await user.paste('x'.repeat(8_900));

    expect(screen.getByText('9,000 of 10,000 characters')).toBeTruthy();
  });

  it('when the question comes back (refused, stopped, or the session was lost), then it is in the box again', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn(async () => 'returned' as const);
    render(<QuestionBox busy={false} onSend={onSend} />);
    const box = screen.getByRole('textbox', { name: 'Question' }) as HTMLTextAreaElement;

    await user.type(box, 'Who signed the lease?{Enter}');

    await waitFor(() => expect(box.value).toBe('Who signed the lease?'));
  });

  it('when the page is opened again in the same tab (after signing in again), then what was typed and not taken is in the box', async () => {
    const user = userEvent.setup();
    const first = render(<QuestionBox busy={false} onSend={vi.fn()} />);
    await user.type(screen.getByRole('textbox', { name: 'Question' }), 'Half a question');
    first.unmount();

    render(<QuestionBox busy={false} onSend={vi.fn()} />);

    expect((screen.getByRole('textbox', { name: 'Question' }) as HTMLTextAreaElement).value).toBe(
      'Half a question',
    );
  });
});
