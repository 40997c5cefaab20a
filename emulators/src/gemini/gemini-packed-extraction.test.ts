import { describe, expect, it } from 'vitest';
import {
  block,
  documentBlock,
  EXTRACTION_SCHEMA,
  geminiPerFile,
  jsonConfig,
  PACKED_EXTRACTION_SCHEMA,
  RECALL_MEMO_PAGES,
  RECALL_QUESTION,
} from './gemini-test-kit';
import { countTokens } from './text-utils';

const gemini = geminiPerFile();

const MEMO = { id: 'file-memo', name: 'Recall memo.pdf', mime: 'application/pdf' };
const NOTES = { id: 'file-notes', name: 'Supplier notes.txt' };
const MENU = { id: 'file-menu', name: 'Cafeteria menu.txt' };
const DOCUMENTS = [
  documentBlock(MEMO, RECALL_MEMO_PAGES),
  documentBlock(NOTES, 'Alder Metals paid 40% of the Summit 2 recall cost. The recall cost $1.3 million.'),
  documentBlock(MENU, 'Soup on Mondays, pasta on Tuesdays, and fish on Fridays.'),
];

function promptOf(documents: string[]): string {
  return ['Extract what answers the question.', block('question', RECALL_QUESTION), ...documents].join('\n');
}

async function ask(documents: string[], packed: boolean) {
  const response = await gemini.ai.models.generateContent({
    model: 'gemini-3.8-flash',
    contents: promptOf(documents),
    config: jsonConfig(packed ? PACKED_EXTRACTION_SCHEMA : EXTRACTION_SCHEMA),
  });
  return { answer: JSON.parse(response.text ?? '') as unknown, usage: response.usageMetadata };
}

describe('packed extraction', () => {
  it('when documents share a call, then each is answered exactly as it would be alone, keyed by its id', async () => {
    const alone: unknown[] = [];
    for (const document of DOCUMENTS) alone.push((await ask([document], false)).answer);

    const { answer } = await ask(DOCUMENTS, true);

    expect(answer).toEqual({
      documents: [MEMO, NOTES, MENU].map((document, i) => ({ id: document.id, ...(alone[i] as object) })),
    });
    expect(alone.map((a) => (a as { hasData: boolean }).hasData)).toEqual([true, true, false]);
  });

  it('when documents share a call, then its usage counts the whole prompt sent', async () => {
    const { usage } = await ask(DOCUMENTS, true);

    expect(usage?.promptTokenCount).toBe(countTokens(promptOf(DOCUMENTS)));
  });

  it('when an omit and a garble fault name documents of a packed call, then only their entries are missing or broken, once', async () => {
    await gemini.control('faults', { kind: 'omit', documentName: NOTES.name });
    await gemini.control('faults', { kind: 'garble', documentName: MENU.name });

    const { answer } = await ask(DOCUMENTS, true);
    const again = await ask(DOCUMENTS, true);

    const entries = (answer as { documents: { id: string; hasData: unknown }[] }).documents;
    expect(entries.map((e) => e.id)).toEqual([MEMO.id, MENU.id]);
    expect(entries[0]?.hasData).toBe(true);
    expect(typeof entries[1]?.hasData).not.toBe('boolean');
    expect((again.answer as { documents: unknown[] }).documents).toHaveLength(3);
    expect(await gemini.control('faults')).toEqual({ queued: [] });
  });

  it('when an omit fault names a document asked alone, then it passes that call by', async () => {
    await gemini.control('faults', { kind: 'omit', documentName: NOTES.name });

    const { answer } = await ask([DOCUMENTS[1] as string], false);

    expect(answer).toMatchObject({ hasData: true });
    expect(await gemini.control('faults')).toMatchObject({ queued: [{ kind: 'omit' }] });
  });

  it('when a server fault names a document of a packed call, then the pack leaves it out and the fault waits for its call alone', async () => {
    await gemini.control('faults', { kind: 'server', task: 'extraction', documentName: NOTES.name });

    const { answer } = await ask(DOCUMENTS, true);
    const alone = await ask([DOCUMENTS[1] as string], false).catch((error: unknown) => error);

    expect((answer as { documents: { id: string }[] }).documents.map((e) => e.id)).toEqual([
      MEMO.id,
      MENU.id,
    ]);
    expect(String(alone)).toContain('INTERNAL');
    expect(await gemini.control('faults')).toEqual({ queued: [] });
  });

  it('when an omit fault names no document, then it is refused', async () => {
    const refused = await fetch(`${gemini.running.url}/__control/gemini/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'omit' }),
    });

    expect(refused.status).toBe(400);
  });
});
