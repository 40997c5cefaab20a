import { RUNS } from './stored-run';

/**
 * The runs' collection, for the sweeps that page through or delete every record of a person with
 * helpers shared by all collections (account deletion, the data download, retention). They only
 * read, count or delete whole records; a dependency rule keeps this file to those two areas.
 */
export const SWEPT_RUNS = RUNS;
