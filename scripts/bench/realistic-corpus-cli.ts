import { writeRealisticCorpus } from './realistic-corpus';

/**
 * `tsx scripts/bench/realistic-corpus-cli.ts <dir> <count>`: the realistic corpus written in a process
 * of its own, so what generating it leaves in memory is not counted in the bench process's RSS.
 */
const [dir, count] = process.argv.slice(2);
if (!dir || !count) throw new Error('Usage: realistic-corpus-cli.ts <dir> <count>');
await writeRealisticCorpus(dir, 0, Number(count));
