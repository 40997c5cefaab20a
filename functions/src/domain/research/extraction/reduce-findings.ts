import { batchFindings, type CitedFinding, findingsFromReport, findingsSize } from './findings';

export const MAX_REDUCE_ROUNDS = 6;
/** The least of a finding's text kept when every source must get a place in a tight budget. */
const MIN_SHARE_CHARS = 60;

/**
 * The findings cut to the budget so that every source keeps a place (docs/decisions/security.md): one finding of each
 * source first (its text shortened when the budget cannot hold them all whole), then the others in
 * turn, source by source, while they fit. A report written from them can cite every document the
 * Sources list shows, however many there are.
 */
export function fairShare(findings: CitedFinding[], budget: number): CitedFinding[] {
  const bySource = new Map<number, CitedFinding[]>();
  for (const finding of findings)
    bySource.set(finding.source, [...(bySource.get(finding.source) ?? []), finding]);
  const groups = [...bySource.values()];
  const share = Math.floor(budget / Math.max(1, groups.length));
  const kept: CitedFinding[][] = groups.map((group) => {
    const first = group[0] as CitedFinding;
    const room = Math.max(MIN_SHARE_CHARS, share - findingsSize([{ ...first, text: '' }]));
    return [first.text.length <= room ? first : { ...first, text: `${first.text.slice(0, room - 1)}…` }];
  });
  let size = findingsSize(kept.flat());
  for (let index = 1, added = true; added; index++) {
    added = false;
    for (const [g, group] of groups.entries()) {
      const next = group[index];
      if (!next || size + findingsSize([next]) > budget) continue;
      kept[g]?.push(next);
      size += findingsSize([next]);
      added = true;
    }
  }
  return kept.flat();
}

/** Findings of the same source and text are one finding. */
function distinct(findings: CitedFinding[]): CitedFinding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.source}\u0000${f.text}`;
    return !seen.has(key) && Boolean(seen.add(key));
  });
}

/** A partial report that left a source out would drop it from the report: its first finding comes back. */
function withEverySource(condensed: CitedFinding[], before: CitedFinding[]): CitedFinding[] {
  const present = new Set(condensed.map((f) => f.source));
  const missing = before.filter((f) => !present.has(f.source) && Boolean(present.add(f.source)));
  return [...condensed, ...missing];
}

/**
 * Map-reduce (docs/architecture/research-pipeline.md step 5): while the findings do not fit one call, each batch becomes a
 * cited partial report whose sentences are the next round's findings. A round that does not shrink
 * them (a model that repeats rather than condenses), or rounds that run out, end in a fair share of
 * the budget instead, so no source is dropped for coming late in the list.
 */
export async function reduceFindings(
  input: CitedFinding[],
  budget: number,
  write: (batch: CitedFinding[]) => Promise<string>,
  onStep?: (message: string) => void,
): Promise<CitedFinding[]> {
  const names = new Map(input.map((f) => [f.source, f.document]));
  let findings = input;
  for (let round = 1; findingsSize(findings) > budget && round <= MAX_REDUCE_ROUNDS; round++) {
    const batches = batchFindings(findings, budget);
    onStep?.(`Condensing findings (round ${round}, ${batches.length} parts)...`);
    const partials: string[] = [];
    for (const batch of batches) partials.push(await write(batch));
    const condensed = withEverySource(
      distinct(partials.flatMap((partial) => findingsFromReport(partial, names))),
      findings,
    );
    if (findingsSize(condensed) >= findingsSize(findings)) return fairShare(findings, budget);
    findings = condensed;
  }
  return findingsSize(findings) > budget ? fairShare(findings, budget) : findings;
}
