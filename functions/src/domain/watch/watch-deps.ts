import type { UpkeepDeps } from '../reports/report-deps';
import type { SearchDeps } from '../research/search/search-documents';

/**
 * What watching needs (docs/architecture/watching.md): the tick's share of report work, plus each watching
 * owner's Drive (their change log and the report's search) through their stored grant.
 */
export interface WatchDeps extends UpkeepDeps {
  search: SearchDeps;
}
