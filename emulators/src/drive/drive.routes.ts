import { Router } from 'express';
import type { EmulatorContext } from '../shared/context';

export function driveRoutes(_context: EmulatorContext): Router {
  return Router();
}
