import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { faqSections } from '../faq-sections';
import { FaqAccordion } from './faq-accordion';

const FIRST = 'How is Quarry different from an AI chatbot?';
const OTHER_SECTION = 'What happens if there is a data breach?';

function question(name: string) {
  return screen.getByRole('button', { name });
}

function panelOf(button: HTMLElement) {
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!panel) throw new Error(`no panel controlled by "${button.textContent}"`);
  return panel;
}

describe('FaqAccordion', () => {
  it('when the FAQ opens, then every question is closed and names the answer it controls', () => {
    render(<FaqAccordion sections={faqSections} />);
    const buttons = screen.getAllByRole('button');
    expect(buttons.length).toBe(faqSections.flatMap((section) => section.items).length);
    for (const button of buttons) {
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(panelOf(button).hidden).toBe(true);
      expect(panelOf(button).getAttribute('aria-labelledby')).toBe(button.id);
    }
  });

  it('when a question is pressed, then its answer opens as a region named by the question', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion sections={faqSections} />);
    await user.click(question(FIRST));

    expect(question(FIRST).getAttribute('aria-expanded')).toBe('true');
    const region = screen.getByRole('region', { name: FIRST });
    expect(region.hidden).toBe(false);
    expect(region.textContent).toContain('searches your whole Google Drive');
  });

  it('when another question is pressed, even in another section, then the first one closes', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion sections={faqSections} />);
    await user.click(question(FIRST));
    await user.click(question(OTHER_SECTION));

    expect(question(FIRST).getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(question(FIRST)).hidden).toBe(true);
    expect(question(OTHER_SECTION).getAttribute('aria-expanded')).toBe('true');
    expect(
      screen.getAllByRole('button').filter((b) => b.getAttribute('aria-expanded') === 'true'),
    ).toHaveLength(1);
  });

  it('when the open question is pressed again, then it closes', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion sections={faqSections} />);
    await user.click(question(FIRST));
    await user.click(question(FIRST));

    expect(question(FIRST).getAttribute('aria-expanded')).toBe('false');
    expect(panelOf(question(FIRST)).hidden).toBe(true);
  });

  it('when the FAQ shows, then it has the five sections of the spec in order', () => {
    render(<FaqAccordion sections={faqSections} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Getting Started',
      'Security & Privacy',
      'Billing & Costs',
      'Features',
      'Technical',
    ]);
  });
});
