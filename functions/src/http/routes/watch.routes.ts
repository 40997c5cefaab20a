import { UpdateSavedReportWatchRequest } from '@quarry/contracts/watch';
import { Router } from 'express';
import { switchWatch } from '../../domain/watch/start-watching';
import type { AppDeps } from '../app-deps';
import { requireUid } from '../middleware/session';
import { parseInput } from '../validate';

/** Watching a question (docs/architecture/watching.md, docs/decisions/watching.md): the owner turns a saved report's watch on or off. */
export function watchRoutes(deps: AppDeps): Router {
  const router = Router();
  const switching = { ...deps.watch, reader: deps.research.reader };

  // Answers the report's watch status as it now stands.
  router.patch('/saved-reports/:id/watch', async (req, res) => {
    const uid = requireUid(res);
    const { watch } = parseInput(UpdateSavedReportWatchRequest, req.body);
    res.json({ watch: await switchWatch(switching, uid, req.params.id, watch) });
  });

  return router;
}
