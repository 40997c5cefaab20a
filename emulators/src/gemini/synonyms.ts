import { stem } from './text-utils';

/**
 * A small table of close synonyms for the refining keyword steps, weighted towards the business and
 * outdoor-gear vocabulary of the sample drives. Each group is symmetric.
 */
const GROUPS: readonly string[][] = [
  ['revenue', 'sales', 'income', 'turnover'],
  ['cost', 'expense', 'spending'],
  ['price', 'pricing'],
  ['profit', 'margin', 'earnings'],
  ['customer', 'client', 'buyer'],
  ['employee', 'staff', 'personnel'],
  ['supplier', 'vendor', 'manufacturer'],
  ['warranty', 'guarantee'],
  ['return', 'refund'],
  ['recall', 'defect'],
  ['shipping', 'delivery', 'freight'],
  ['forecast', 'projection', 'outlook'],
  ['budget', 'spend plan'],
  ['policy', 'guideline', 'rule'],
  ['plan', 'strategy', 'roadmap'],
  ['meeting', 'minutes'],
  ['complaint', 'feedback'],
  ['safety', 'hazard'],
  ['inventory', 'stock'],
  ['contract', 'agreement'],
  ['launch', 'release'],
  ['tent', 'shelter'],
  ['jacket', 'shell'],
  ['boot', 'footwear'],
  ['backpack', 'pack'],
  ['waterproof', 'water-resistant'],
  ['lightweight', 'ultralight'],
  ['sustainability', 'recycled'],
];

/** Each stem's groups ("price" and "pricing" share a stem, so their group is found from either). */
const BY_STEM = new Map<string, string[]>();
for (const group of GROUPS) {
  for (const word of group) BY_STEM.set(stem(word), [...(BY_STEM.get(stem(word)) ?? []), ...group]);
}

export function synonymsOf(word: string): string[] {
  const lower = word.toLowerCase();
  return [...new Set(BY_STEM.get(stem(word)) ?? [])].filter((other) => other !== lower);
}
