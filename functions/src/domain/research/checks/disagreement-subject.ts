/**
 * Whether the sides of a conflict speak of one subject (docs/decisions/disagreements.md, "One
 * subject per disagreement"). The model names the subject; these rules hold whatever it names:
 *
 * - A side speaks of the subject when every naming word of the subject is found in its finding
 *   (the value itself left out: a renewal date's year does not make it "2027's") or its document's
 *   name.
 * - A side that states its document's own terms (its finding speaks of "this Agreement", "the
 *   Supplier", "either party"…, or its document is itself an agreement by its name) has that
 *   document as its subject. Such a side stands only when the subject names what the document is
 *   about (a party, a site): a word of its document's name, or a name the finding writes with a
 *   capital, that is neither a word of the fact nor a word every agreement has ("services",
 *   "contract", "supplier"). So two contracts' own notice periods never make one subject, and an
 *   amendment that names the same supplier as the contract does.
 * - Sides whose findings name only different years or quarters (a 2025 budget, a 2026 one) are of
 *   different periods, unless the subject names the period (then each side must name it).
 */

/** Function words: they name nothing. */
const STOP = new Set(
  'a an and as at by for from in into is its of on or our per the their this to under with'.split(' '),
);

/** Words every agreement or party has: they say what kind of document or role, never which one. */
const GENERIC = new Set(
  `agreement agreements contract contracts lease leases licence license letter engagement subscription
  amendment addendum term terms sheet schedule order service services supplier suppliers client customer
  buyer seller vendor party parties counterparty contractor landlord tenant licensee licensor provider
  company ltd limited inc llc llp plc gmbh co corp document documents`.split(/\s+/),
);

/** Words by which a finding speaks of its own document's terms (a contract's defined terms). */
const OWN_TERMS = [
  /\b(?:this|the present)\s+(?:agreement|contract|lease|licen[cs]e|letter|engagement|amendment|addendum|subscription|order)\b/i,
  // Defined terms are capitalised: "the Supplier" is this contract's supplier, "the supplier" may be any.
  /\bthe (?:Agreement|Contract|Lease|Supplier|Client|Customer|Buyer|Seller|Vendor|Contractor|Counterparty|Landlord|Tenant|Licensee|Licensor|Provider)\b/,
  /\b(?:either|each|both|neither) part(?:y|ies)\b/i,
  /\bhere(?:in|under|to|by|of)\b/i,
  /\bcounterparty\b/i,
];

/** A document that is itself an agreement, by its name: what it states are its own terms. */
const AGREEMENT_NAME =
  /\b(?:agreement|contract|lease|licen[cs]e|engagement|subscription|amendment|addendum|term sheet|statement of work|terms and conditions)\b/i;

/** A word as compared: lower case, no possessive, no plural s. */
function fold(word: string): string {
  const lower = word.toLowerCase().replace(/['’]s$/, '');
  return lower.length > 3 && /[^s]s$/.test(lower) ? lower.slice(0, -1) : lower;
}

/** One word meets another written alike, or with another ending ("renewal", "renews"; "facility"). */
function same(a: string, b: string): boolean {
  if (a === b) return true;
  return /^\p{L}{5,}$/u.test(a) && /^\p{L}{5,}$/u.test(b) && a.slice(0, 5) === b.slice(0, 5);
}

const wordsOf = (text: string) => (text.match(/[\p{L}\p{N}]+(?:['’]s\b)?/gu) ?? []).map(fold);

/** The words that name a subject or fact: stop words left out. */
export function namingWords(text: string): string[] {
  return [...new Set(wordsOf(text).filter((word) => !STOP.has(word)))];
}

/** What Quarry knows of one side: its value, the finding that holds its quote, and its document. */
export interface SideOrigin {
  value: string;
  finding: string;
  document: string;
}

const has = (words: string[], word: string) => words.some((w) => same(w, word));

/** The finding's words without its value, and its document's name's words. */
function sideWords(side: SideOrigin): string[] {
  const value = side.value.trim();
  const text = value ? side.finding.split(value).join(' ') : side.finding;
  return [...wordsOf(text), ...wordsOf(documentTitle(side.document))];
}

/** A document's name without its extension ("Delta Print Works - Printing Services Agreement"). */
const documentTitle = (name: string) => name.replace(/\.[a-z0-9]{1,5}$/i, '');

/**
 * Whether the side speaks of the subject: each of the subject's naming words is found in it, but
 * for words every agreement has ("the Delta Print Works contract" is its "Agreement"). A subject of
 * only such words names nothing.
 */
export function speaksOf(subject: string[], side: SideOrigin): boolean {
  const words = sideWords(side);
  const naming = subject.filter((word) => !GENERIC.has(word));
  return naming.length > 0 && naming.every((word) => has(words, word));
}

/** Whether the side states its own document's terms. */
export function isOwnTerms(side: SideOrigin): boolean {
  return (
    OWN_TERMS.some((pattern) => pattern.test(side.finding)) ||
    AGREEMENT_NAME.test(documentTitle(side.document))
  );
}

/** The words a finding writes with a capital, past its first word: names ("Delta Print Works"). */
function capitalised(finding: string): string[] {
  const words = finding.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .slice(1)
    .filter((word) => /^\p{Lu}/u.test(word))
    .map(fold);
}

/** Whether the subject names what the side's document is about, beyond the fact and generic words. */
function namesItsDocument(subject: string[], fact: string[], side: SideOrigin): boolean {
  const known = [...wordsOf(documentTitle(side.document)), ...capitalised(side.finding)];
  return subject.some(
    (word) => /^\p{L}+$/u.test(word) && !GENERIC.has(word) && !has(fact, word) && has(known, word),
  );
}

const PERIOD = /^(?:(?:19|20)\d\d|q[1-4]|h[12]|fy\d{2,4})$/;

/**
 * Whether the sides are of periods that share none (a 2025 budget and a 2026 one): each names a year
 * or quarter besides its value, and no two name one in common. A subject that names a period is
 * held to it by speaksOf instead.
 */
function ofDifferentPeriods(subject: string[], sides: SideOrigin[]): boolean {
  if (subject.some((word) => PERIOD.test(word))) return false;
  const periods = sides.map((side) => new Set(sideWords(side).filter((word) => PERIOD.test(word))));
  if (periods.some((set) => set.size === 0)) return false;
  return periods.every((a, i) => periods.every((b, j) => i === j || ![...a].some((period) => b.has(period))));
}

/**
 * The sides that speak of the conflict's subject, or none when a side states its document's own
 * terms and the subject does not name that document, or when the sides are of different periods.
 */
export function sidesOfSubject<S extends SideOrigin>(subject: string, fact: string, sides: S[]): S[] {
  const subjectWords = namingWords(subject);
  const factWords = namingWords(fact);
  const kept = sides.filter((side) => speaksOf(subjectWords, side));
  const unnamed = kept.some((side) => isOwnTerms(side) && !namesItsDocument(subjectWords, factWords, side));
  return unnamed || ofDifferentPeriods(subjectWords, kept) ? [] : kept;
}

/** The fact as shown: followed by its subject when it does not already name it. */
export function factNamingSubject(fact: string, subject: string): string {
  const factWords = namingWords(fact);
  const subjectWords = namingWords(subject);
  return subjectWords.every((word) => has(factWords, word)) ? fact : `${fact} (${subject})`;
}
