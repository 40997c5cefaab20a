import { Router } from 'express';
import type { EmulatorContext } from '../shared/context';

export function geminiRoutes(_context: EmulatorContext): Router {
  return Router();
}
