import type { LabelledValue } from './labelled-values';
import { stem } from './text-utils';

/**
 * What a stated value is about, as a careful model reads it (docs/prompt-protocol.md, "Where the
 * documents disagree"): a sentence that speaks of its own document's terms ("this Agreement", "the
 * Supplier", "either party", "the Customer"), or any sentence of a document that is itself an
 * agreement by its name, states that document's own terms; anything else is about what its label
 * names ("facilities budget 2026"), whichever document says it.
 */
const OWN_TERMS = [
  /\b(?:this|the present)\s+(?:agreement|contract|lease|licen[cs]e|letter|engagement|amendment|addendum|subscription|order)\b/i,
  // Defined terms are capitalised: "the Supplier" is this contract's supplier, "the supplier" may be any.
  /\bthe (?:Agreement|Contract|Lease|Supplier|Client|Customer|Buyer|Seller|Vendor|Contractor|Counterparty|Landlord|Tenant|Licensee|Licensor|Provider)\b/,
  /\b(?:either|each|both|neither) part(?:y|ies)\b/i,
  /\bhere(?:in|under|to|by|of)\b/i,
  /\bcounterparty\b/i,
];
const AGREEMENT_NAME =
  /\b(?:agreement|contract|lease|licen[cs]e|engagement|subscription|amendment|addendum|term sheet|statement of work|terms and conditions)\b/i;

/** A document's name without its extension. */
const titleOf = (document: string) => document.replace(/\.[a-z0-9]{1,5}$/i, '');

/**
 * Who or what a document is about, by its name: the part before " - " ("Delta Print Works -
 * Printing Services Agreement.md" is Delta Print Works'), else the whole name.
 */
export function partyOf(document: string): string {
  const title = titleOf(document);
  const dash = title.indexOf(' - ');
  return (dash > 0 ? title.slice(0, dash) : title).trim();
}

export interface ValueSubject {
  /** Values are compared only within one key. */
  key: string;
  /** The subject in words, as the answer names it. */
  subject: string;
}

/**
 * The subject of a value stated in `document`: its document's party for the document's own terms,
 * unless the sentence names another document's party (an amendment naming the same supplier as the
 * contract); else the value's label, shared by every document that states it.
 */
export function subjectOf(stated: LabelledValue, document: string, parties: string[]): ValueSubject {
  const own =
    OWN_TERMS.some((pattern) => pattern.test(stated.sentence)) || AGREEMENT_NAME.test(titleOf(document));
  if (!own) return { key: `label\u0000${stated.key}`, subject: capitalised(stated.label) };
  const sentence = stated.sentence.toLowerCase();
  const named = parties
    .filter((party) => party.length > 0 && sentence.includes(party.toLowerCase()))
    .sort((a, b) => b.length - a.length)[0];
  const party = named ?? partyOf(document);
  const words = party.split(/\s+/).map((word) => stem(word));
  return { key: `party\u0000${words.join(' ')}\u0000${stated.key}`, subject: party };
}

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
