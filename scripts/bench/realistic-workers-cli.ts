import { corpusOf, driveOf } from './realistic';
import { realisticWorkers, workersSection } from './realistic-workers';

/**
 * `tsx scripts/bench/realistic-workers-cli.ts <documents>`: the workers sub-section alone, over the
 * realistic corpus (its first <documents>, written if missing); prints the table and
 * leaves docs/benchmarks.md as it is.
 */
const size = Number(process.argv[2]);
if (!(size > 0)) throw new Error('Usage: realistic-workers-cli.ts <documents>');
const corpus = corpusOf(size);
const rows = await realisticWorkers(() => driveOf(corpus, size).drive, size);
console.log(workersSection(size, rows));
process.exit(0);
