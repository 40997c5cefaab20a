import type { ReportEvidence } from '@quarry/contracts/report';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { A_DISAGREEMENT, anEvidence, CITED_REPORT_HTML, TRACKER_LINK } from '@/testing/report-evidence';
import { Report } from './report';

function renderReport(html = CITED_REPORT_HTML, evidence: ReportEvidence | null = anEvidence()) {
  const view = render(<Report html={html} evidence={evidence} />);
  return { user: userEvent.setup(), container: view.container.firstElementChild as HTMLElement };
}

describe('a report', () => {
  it('when a cited source is clicked, then its popover shows the document, the best passage and page, and the link', async () => {
    const { user } = renderReport();
    await user.click(screen.getByRole('button', { name: 'Source 1: Recall Cost Tracker.xlsx' }));

    const popover = await screen.findByRole('dialog', { name: 'Source 1: Recall Cost Tracker.xlsx' });
    const best = popover.querySelector('blockquote');
    expect(best?.textContent).toBe('“Recall costs in March reached $1.2M across all plants.”');
    expect(within(popover).getByText('Page 4')).toBeTruthy();
    // The others follow, at most three passages in all.
    expect(within(popover).getAllByRole('listitem')).toHaveLength(2);
    expect(within(popover).queryByText(/Appendix B/)).toBeNull();
    const open = within(popover).getByRole('link', { name: 'Open document' });
    expect(open.getAttribute('href')).toBe(TRACKER_LINK);
    expect(open.getAttribute('target')).toBe('_blank');
    expect(open.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('when the pointer rests on a citation, then its popover opens, and closes when the pointer leaves', async () => {
    const { user } = renderReport();
    const trigger = screen.getByRole('button', { name: 'Source 2: Board minutes.docx' });
    await user.hover(trigger);
    const popover = await screen.findByRole('dialog', { name: 'Source 2: Board minutes.docx' });
    expect(within(popover).getByText('“The board approved a second supplier for valves.”')).toBeTruthy();
    // Its document has no link and its passage no page: neither is offered.
    expect(within(popover).queryByRole('link')).toBeNull();
    expect(within(popover).queryByText(/^Page/)).toBeNull();
    expect(document.activeElement).not.toBe(popover);

    await user.unhover(trigger);
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
  });

  it('when a citation the pointer opened is clicked, then it stays open after the pointer leaves', async () => {
    const { user } = renderReport();
    const trigger = screen.getByRole('button', { name: 'Source 1: Recall Cost Tracker.xlsx' });
    await user.hover(trigger);
    await screen.findByRole('dialog', { name: 'Source 1: Recall Cost Tracker.xlsx' });
    await user.click(trigger);
    await user.unhover(trigger);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('dialog', { name: 'Source 1: Recall Cost Tracker.xlsx' })).toBeTruthy();
  });

  it('when a citation is reached with Tab and opened with Enter or Space, then Escape closes it and focus returns', async () => {
    const { user } = renderReport();
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'Source 1: Recall Cost Tracker.xlsx' });
    expect(document.activeElement).toBe(trigger);

    await user.keyboard('{Enter}');
    const popover = await screen.findByRole('dialog', { name: 'Source 1: Recall Cost Tracker.xlsx' });
    expect(popover.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);

    await user.keyboard(' ');
    expect(await screen.findByRole('dialog', { name: 'Source 1: Recall Cost Tracker.xlsx' })).toBeTruthy();
  });

  it('when a citation has no evidence, then it stays text', () => {
    const { container } = renderReport();
    expect(screen.queryByRole('button', { name: /^Source 3/ })).toBeNull();
    expect(container.textContent).toContain('Staff numbers held [3].');
    expect(screen.getAllByRole('button')).toHaveLength(2);
  });

  it('when the report has no evidence, then it shows no links and its citations are plain text', () => {
    const { container } = renderReport(CITED_REPORT_HTML, null);
    expect(container.querySelector('a')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.textContent).toContain('Recall costs reached $1.2M in March [1].');
    expect(screen.getByText('Recall Cost Tracker.xlsx, page 4')).toBeTruthy();
  });

  it('when the sources list links a cited document, then that link is kept and opens in a new tab', () => {
    renderReport();
    const link = screen.getByRole('link', { name: 'Recall Cost Tracker.xlsx' });
    expect(link.getAttribute('href')).toBe(TRACKER_LINK);
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it('when claims are flagged, then a warning box lists each claim and reason before the Sources, with no quoted Markdown', () => {
    renderReport(
      CITED_REPORT_HTML,
      anEvidence({
        flaggedClaims: [
          { claim: 'Costs doubled in March.', reason: 'Source 1 says costs rose by half.' },
          { claim: 'A third supplier was chosen.', reason: 'No cited source mentions it.' },
        ],
      }),
    );
    const box = screen.getByRole('region', { name: 'Check these claims' });
    const items = within(box)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'Costs doubled in March.Source 1 says costs rose by half.',
      'A third supplier was chosen.No cited source mentions it.',
    ]);
    expect(box.textContent).not.toContain('>');
    const sources = screen.getByRole('heading', { name: 'Sources' });
    expect(box.compareDocumentPosition(sources) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('when no claims are flagged, then there is no warning box', () => {
    renderReport();
    expect(screen.queryByRole('region', { name: 'Check these claims' })).toBeNull();
  });

  it('when lines are long or tables wide, then text may wrap anywhere and tables scroll inside the report', () => {
    const { container } = renderReport();
    expect(container.className).toContain('[overflow-wrap:anywhere]');
    expect(container.className).toContain('min-w-0');
    const scroller = container.querySelector('table')?.parentElement;
    expect(scroller?.className).toContain('overflow-x-auto');
    expect(scroller?.getAttribute('tabindex')).toBe('0');
  });

  it('when the report holds scripts or images, then none reach the page', () => {
    const { container } = renderReport(
      '<p>Hi</p><script>window.hacked = true</script><img src=x onerror="window.hacked = true">',
    );
    expect(container.innerHTML).toBe('<p>Hi</p>');
  });

  it('when a quote was not found in its document, then the popover still lists it, marked as such, with the reason for screen readers', async () => {
    const evidence = anEvidence();
    evidence.citations[1]?.quotes.push({ text: 'The board chose a third supplier.', unverified: true });
    const { user } = renderReport(CITED_REPORT_HTML, evidence);

    await user.click(screen.getByRole('button', { name: 'Source 2: Board minutes.docx' }));

    const popover = await screen.findByRole('dialog', { name: 'Source 2: Board minutes.docx' });
    const [item] = within(popover).getAllByRole('listitem');
    expect(item?.textContent).toContain('“The board chose a third supplier.”');
    expect(within(item as HTMLElement).getByText('Not found in the document')).toBeTruthy();
    expect(item?.textContent).toContain('Quarry could not find this passage in the document');
    // The passage the check found still leads.
    expect(popover.querySelector('blockquote')?.textContent).toBe(
      '“The board approved a second supplier for valves.”',
    );
  });

  it('when the check found a quote, then the popover marks it verified; one it could not find says so; one never checked neither', async () => {
    const evidence = anEvidence();
    const [other, best, ...rest] = evidence.citations[0]?.quotes ?? [];
    evidence.citations[0]!.quotes = [{ ...other!, unverified: true }, { ...best!, verified: true }, ...rest];
    const { user } = renderReport(CITED_REPORT_HTML, evidence);

    await user.click(screen.getByRole('button', { name: 'Source 1: Recall Cost Tracker.xlsx' }));

    const popover = await screen.findByRole('dialog', { name: 'Source 1: Recall Cost Tracker.xlsx' });
    const caption = popover.querySelector('figcaption');
    expect(within(caption as HTMLElement).getByText('Verified')).toBeTruthy();
    expect(caption?.textContent).toContain('Quarry found this passage in the document');
    const items = within(popover).getAllByRole('listitem');
    const notFound = items.find((item) => item.textContent?.includes(other!.text));
    expect(within(notFound as HTMLElement).getByText('Not found in the document')).toBeTruthy();
    expect(within(notFound as HTMLElement).queryByText('Verified')).toBeNull();
    expect(within(popover).getAllByText('Verified')).toHaveLength(1);
  });

  it('when the check found a quote on another page than the model named, then the popover says both', async () => {
    const evidence = anEvidence();
    const quotes = evidence.citations[0]?.quotes ?? [];
    quotes[1] = { ...quotes[1]!, page: 4, pageCorrectedFrom: 2 };
    const { user } = renderReport(CITED_REPORT_HTML, evidence);

    await user.click(screen.getByRole('button', { name: 'Source 1: Recall Cost Tracker.xlsx' }));

    const popover = await screen.findByRole('dialog', { name: 'Source 1: Recall Cost Tracker.xlsx' });
    expect(within(popover).getByText('Page 4 (the model said page 2)')).toBeTruthy();
    expect(within(popover).queryByText('Not found in the document')).toBeNull();
  });

  it('when the documents disagree, then a box before the Sources gives each fact, each side with its value, quote, page and linked source', () => {
    renderReport(CITED_REPORT_HTML, anEvidence({ disagreements: [A_DISAGREEMENT] }));

    const box = screen.getByRole('region', { name: 'Where the documents disagree' });
    expect(within(box).getByRole('heading', { level: 3, name: 'Recall costs in March' })).toBeTruthy();
    const sides = within(box)
      .getAllByRole('listitem')
      .filter((item) => !item.querySelector('h3'));
    expect(sides.map((side) => side.textContent)).toEqual([
      '$1.2M“Recall costs in March reached $1.2M across all plants.”Recall Cost Tracker.xlsx [1], page 4',
      '$0.9M“The board noted March recall costs of $0.9M.”Board minutes.docx [2]',
    ]);
    const link = within(box).getByRole('link', { name: 'Recall Cost Tracker.xlsx [1]' });
    expect(link.getAttribute('href')).toBe(TRACKER_LINK);
    expect(link.getAttribute('target')).toBe('_blank');
    const sources = screen.getByRole('heading', { name: 'Sources' });
    expect(box.compareDocumentPosition(sources) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('when the view hides the documents, then each side names its source by number only, with no link', () => {
    const hidden = anEvidence({ disagreements: [A_DISAGREEMENT] });
    hidden.citations = hidden.citations.map((c) => ({
      ...c,
      documentId: '',
      name: `Source ${c.number}`,
      link: null,
    }));
    renderReport('<p>Recall costs reached $1.2M [1], or $0.9M [2].</p>', hidden);

    const box = screen.getByRole('region', { name: 'Where the documents disagree' });
    expect(within(box).queryByRole('link')).toBeNull();
    expect(box.textContent).toContain('Source 1, page 4');
    expect(box.textContent).toContain('Source 2');
    expect(box.textContent).not.toContain('Recall Cost Tracker');
    expect(box.textContent).not.toContain('Board minutes');
  });

  it('when the documents agree, or the report is from before the check, then there is no box', () => {
    renderReport(CITED_REPORT_HTML, anEvidence({ disagreements: [] }));
    expect(screen.queryByRole('region', { name: 'Where the documents disagree' })).toBeNull();
    cleanup();

    renderReport(CITED_REPORT_HTML, anEvidence());
    expect(screen.queryByRole('region', { name: 'Where the documents disagree' })).toBeNull();
  });
});
