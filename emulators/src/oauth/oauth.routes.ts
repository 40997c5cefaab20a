import { Router } from 'express';
import type { EmulatorContext } from '../shared/context';

export function oauthRoutes(_context: EmulatorContext): Router {
  return Router();
}
