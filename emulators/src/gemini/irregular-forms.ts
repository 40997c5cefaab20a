/**
 * Past forms of common irregular verbs, mapped to the base form the Porter stemmer can stem: the
 * stemmer only strips suffixes, so without this "paid" never meets "pays", nor "fell" "fall".
 * Weighted towards the verbs of business writing.
 */
const FORMS: Record<string, string> = {
  paid: 'pay',
  sold: 'sell',
  bought: 'buy',
  spent: 'spend',
  fell: 'fall',
  fallen: 'fall',
  rose: 'rise',
  risen: 'rise',
  grew: 'grow',
  grown: 'grow',
  lost: 'lose',
  won: 'win',
  built: 'build',
  began: 'begin',
  begun: 'begin',
  brought: 'bring',
  kept: 'keep',
  held: 'hold',
  led: 'lead',
  sent: 'send',
  told: 'tell',
  took: 'take',
  taken: 'take',
  gave: 'give',
  given: 'give',
  made: 'make',
  wrote: 'write',
  written: 'write',
  chose: 'choose',
  chosen: 'choose',
  broke: 'break',
  broken: 'break',
  met: 'meet',
  caught: 'catch',
  taught: 'teach',
  thought: 'think',
  drove: 'drive',
  driven: 'drive',
};

export function baseForm(word: string): string {
  return FORMS[word] ?? word;
}
