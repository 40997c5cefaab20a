import { DROPPED } from '../extraction/verify-quotes';

/**
 * The one rule that hides document names from a viewer kept from them (docs/architecture/teams-and-sharing.md;
 * docs/decisions/research-pipeline.md): every surface (the report written without documents, the
 * evidence, the grid and its column questions, the exports, the e-mails, the data download) hides
 * names through `documentHider`, never through a copy of its own. It hides exactly the set of
 * documents it is given: all of a run's when the owner keeps them private, or only those a viewer
 * cannot open in Drive (reports/saved/document-view.ts decides which).
 *
 * A document's names are every form its name takes in text (`formsOf`): its Drive name, that name
 * without its extension, and the titles the file gives itself (a PDF's Title, a Word or Excel
 * file's core title). Each is found in any case, and through what the quote check's skeleton
 * leaves out (verify-quotes.ts: whitespace, line breaks, hyphens, dashes, quotation marks), so
 * "Ridgeline 2 Recall – Incident\nReport" is the name "Ridgeline 2 Recall - Incident Report.pdf"
 * without its extension; only whole words are replaced ("Plan" is not hidden in "Planning").
 */

/** A document as the rule knows it: its Drive name, and the titles the file itself gave. */
export interface DocumentToHide {
  id?: string;
  name: string;
  titles?: readonly string[];
}

/** A cited document: it becomes "Source n" where others become "a document". */
export interface CitedDocument {
  number: number;
  documentId?: string;
  name: string;
}

/** Names shorter than this (in skeleton characters) are left alone: they would replace ordinary words. */
const SHORTEST = 3;

/** Titles a file carries when nobody gave it one: they name no document ("Untitled", "Document1"). */
const PLACEHOLDER = /^(untitled(document|spreadsheet)?|document|book|sheet|presentation|title)\d*$/;

/** A text folded as the quote check folds it, each folded unit with where it came from in the text. */
interface Folded {
  units: string[];
  from: number[];
  to: number[];
}

function fold(text: string): Folded {
  const folded: Folded = { units: [], from: [], to: [] };
  let at = 0;
  for (const char of text) {
    const next = at + char.length;
    if (!DROPPED.test(char)) {
      const code = char.charCodeAt(0);
      const unit = code < 128 ? char.toLowerCase() : char.normalize('NFKC').toLowerCase();
      for (const part of unit) {
        if (DROPPED.test(part)) continue;
        folded.units.push(part);
        folded.from.push(at);
        folded.to.push(next);
      }
    }
    at = next;
  }
  return folded;
}

const WORD = /[\p{L}\p{N}]/u;
const isWord = (char: string | undefined) => char !== undefined && WORD.test(char);

/** The name without its extension ("Budget 2026.xlsx" → "Budget 2026"); the name when it has none. */
export function withoutExtension(name: string): string {
  const stem = name.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return stem.trim() === '' ? name : stem;
}

/** Every form a document's name takes in text, as the rule hides it. */
export function formsOf(document: DocumentToHide): string[] {
  const titles = (document.titles ?? []).filter((title) => !PLACEHOLDER.test(fold(title).units.join('')));
  const forms = [document.name, withoutExtension(document.name), ...titles];
  return [...new Set(forms.map((form) => form.trim()))].filter((form) => fold(form).units.length >= SHORTEST);
}

/** A trie of folded names: `label` is set where a whole name ends. */
interface NameNode {
  next: Map<string, NameNode>;
  label?: string;
}

/**
 * Replaces every name of `labels` in a text by its label, in one pass: at each place the longest
 * name that starts there is replaced, and the scan goes on after it (a name inside a longer one, or
 * inside a label, is never replaced again). One walk of a trie per place, for any number of names:
 * a regular expression per name cost 220 ms over 2,000 documents (`npm run bench`).
 */
export function nameHider(labels: ReadonlyMap<string, string>): (text: string) => string {
  const root: NameNode = { next: new Map() };
  for (const [name, label] of labels) {
    const { units } = fold(name);
    if (units.length < SHORTEST) continue;
    let node = root;
    for (const unit of units) {
      let child = node.next.get(unit);
      if (!child) {
        child = { next: new Map() };
        node.next.set(unit, child);
      }
      node = child;
    }
    node.label = label;
  }
  return (text) => replaceNames(text, root);
}

function replaceNames(text: string, root: NameNode): string {
  const { units, from, to } = fold(text);
  let out = '';
  let copied = 0;
  let k = 0;
  while (k < units.length) {
    const start = from[k] as number;
    const startsWord = k === 0 || from[k - 1] !== start;
    const end =
      startsWord && !(isWord(units[k]) && isWord(text[start - 1])) ? longestName(root, units, to, k) : null;
    if (!end || !endsWord(text, units, to, end.last)) {
      k += 1;
      continue;
    }
    out += `${text.slice(copied, start)}${end.label}`;
    copied = to[end.last] as number;
    k = end.last + 1;
  }
  return out + text.slice(copied);
}

/** The longest name starting at unit `k` that ends a whole word; null when none does. */
function longestName(root: NameNode, units: string[], to: number[], k: number) {
  let longest: { last: number; label: string } | null = null;
  let node: NameNode | undefined = root;
  for (let i = k; node && i < units.length; i++) {
    node = node.next.get(units[i] as string);
    const wholeChar = i + 1 === units.length || to[i + 1] !== to[i];
    if (node?.label !== undefined && wholeChar) longest = { last: i, label: node.label };
  }
  return longest;
}

function endsWord(text: string, units: string[], to: number[], last: number): boolean {
  return !(isWord(units[last]) && isWord(text[to[last] as number]));
}

/**
 * The labels a viewer who may not see the documents reads instead of their names: every form of a
 * cited document's name becomes "Source n", of any other document's "a document". A cited document
 * is found among `documents` by id (or name) for the titles its file gave. A document's own Drive
 * name is its own, whatever another's other forms are ("Plan.md.bak" without its extension is "Plan.md").
 */
export function documentLabels(
  cited: readonly CitedDocument[],
  documents: readonly DocumentToHide[],
): Map<string, string> {
  const byId = new Map(documents.flatMap((d) => (d.id ? [[d.id, d] as const] : [])));
  const byName = new Map(documents.map((d) => [d.name, d]));
  const labelled = [
    ...documents.map((document) => ({ document, label: 'a document' })),
    ...cited.map(({ number, documentId, name }) => {
      const known = (documentId ? byId.get(documentId) : undefined) ?? byName.get(name);
      return { document: { name, titles: known?.titles ?? [] }, label: `Source ${number}` };
    }),
  ];
  const labels = new Map<string, string>();
  for (const { document, label } of labelled) for (const form of formsOf(document)) labels.set(form, label);
  // Set last (the trie keeps the last of names that fold alike), so a Drive name outranks any other form.
  for (const { document, label } of labelled) {
    labels.delete(document.name.trim());
    labels.set(document.name.trim(), label);
  }
  return labels;
}

/** What hides every document's names in a text, as `documentLabels` labels them. */
export function documentHider(
  cited: readonly CitedDocument[],
  documents: readonly DocumentToHide[],
): (text: string) => string {
  return nameHider(documentLabels(cited, documents));
}

/** The titles each document's file gave itself, by document id: kept with the report (StoredReport). */
export type DocumentTitles = Record<string, string[]>;

export function titlesByDocument(files: readonly { id: string; titles?: string[] }[]): DocumentTitles {
  return Object.fromEntries(files.flatMap((file) => (file.titles?.length ? [[file.id, file.titles]] : [])));
}
