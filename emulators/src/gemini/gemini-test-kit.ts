import { GoogleGenAI, type Schema, Type } from '@google/genai';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type RunningEmulators, startEmulators } from '../server';

/** Shared by the Gemini emulator's tests: a running emulator, an SDK client, and prompt builders. */

/** A well-formed key (39 characters, "AIza" prefix) that is not the documented bad key. */
export const GOOD_KEY = `AIzaSyNorthwindEmulatorTestKey${'0'.repeat(9)}`;

export interface GeminiHarness {
  running: RunningEmulators;
  ai: GoogleGenAI;
  client: (apiKey: string) => GoogleGenAI;
  control: (path: string, body?: unknown) => Promise<unknown>;
}

export async function startGemini(): Promise<GeminiHarness> {
  const running = await startEmulators({ port: 0 });
  const client = (apiKey: string) => new GoogleGenAI({ apiKey, httpOptions: { baseUrl: running.url } });
  const control = async (path: string, body?: unknown) => {
    const response = await fetch(`${running.url}/__control/gemini/${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`control ${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  return { running, ai: client(GOOD_KEY), client, control };
}

/**
 * One emulator for a test file, its state reset before each test. The harness's members are there
 * once the file's beforeAll has run, so tests use it as they would the started one.
 */
export function geminiPerFile(): GeminiHarness {
  const harness = {} as GeminiHarness;
  beforeAll(async () => {
    Object.assign(harness, await startGemini());
  });
  afterAll(() => harness.running?.stop());
  beforeEach(async () => {
    await harness.control('reset', {});
  });
  return harness;
}

/** Escapes untrusted block content the way Quarry does. */
export function escapeContent(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** An element around markup that is already escaped (or is itself elements). */
export function element(
  tag: string,
  markup: string,
  attributes: Record<string, string | number> = {},
): string {
  const attrs = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeContent(String(value))}"`)
    .join('');
  return `<${tag}${attrs}>${markup}</${tag}>`;
}

/** A block around untrusted text, escaped as Quarry escapes it. */
export function block(tag: string, text: string, attributes: Record<string, string | number> = {}): string {
  return element(tag, escapeContent(text), attributes);
}

export function documentBlock(
  attributes: { id: string; name: string; mime?: string; part?: string },
  pages: string[] | string,
): string {
  const body =
    typeof pages === 'string'
      ? escapeContent(pages)
      : pages.map((text, i) => element('page', `\n${escapeContent(text)}\n`, { number: i + 1 })).join('\n');
  return element('document', `\n${body}\n`, { mime: 'text/plain', ...attributes });
}

export interface TestFinding {
  source: number;
  document: string;
  page?: number;
  text: string;
}

export function findingsBlock(findings: TestFinding[]): string {
  const entries = findings.map(({ text, ...attributes }) => block('finding', text, attributes));
  return element('findings', `\n${entries.join('\n')}\n`);
}

export const KEYWORDS_SCHEMA: Schema = {
  type: Type.OBJECT,
  properties: { keywords: { type: Type.ARRAY, items: { type: Type.STRING } } },
  required: ['keywords'],
};

export const EXTRACTION_SCHEMA: Schema = {
  type: Type.OBJECT,
  properties: {
    hasData: { type: Type.BOOLEAN },
    findings: {
      type: Type.ARRAY,
      items: {
        type: Type.OBJECT,
        properties: { text: { type: Type.STRING }, page: { type: Type.INTEGER } },
        required: ['text'],
      },
    },
  },
  required: ['hasData', 'findings'],
};

/** A packed extraction: one entry per `<document>`, keyed by its id (docs/prompt-protocol.md). */
export const PACKED_EXTRACTION_SCHEMA: Schema = {
  type: Type.OBJECT,
  properties: {
    documents: {
      type: Type.ARRAY,
      items: {
        type: Type.OBJECT,
        properties: {
          id: { type: Type.STRING },
          hasData: EXTRACTION_SCHEMA.properties?.hasData as Schema,
          findings: EXTRACTION_SCHEMA.properties?.findings as Schema,
        },
        required: ['id', 'hasData', 'findings'],
      },
    },
  },
  required: ['documents'],
};

export const SANITY_SCHEMA: Schema = {
  type: Type.OBJECT,
  properties: {
    unsupportedClaims: {
      type: Type.ARRAY,
      items: {
        type: Type.OBJECT,
        properties: { claim: { type: Type.STRING }, reason: { type: Type.STRING } },
      },
    },
  },
};

export function jsonConfig(schema: Schema) {
  return { responseMimeType: 'application/json', responseSchema: schema };
}

export const RECALL_QUESTION =
  'What did the Summit 2 tent recall in 2023 cost Northwind, and who paid for it?';

/** A three-page memo: only page 2 answers the recall question. */
export const RECALL_MEMO_PAGES = [
  'Northwind Outfitters internal memo. Distribution: leadership team. This memo records the decisions ' +
    'of the quarterly operations review held in January.',
  'In March 2023 we recalled 4,200 Summit 2 tents after pole failures in high wind. The recall cost ' +
    'Northwind $1.3 million, including refunds and replacement poles. Our pole supplier, Alder Metals, ' +
    'agreed to pay 40% of the recall cost.',
  'Catering for the offsite was provided by a local bakery. Parking is available behind the warehouse ' +
    'on weekdays.',
];
