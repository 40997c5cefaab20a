import { Router } from 'express';
import type { EmulatorContext } from '../shared/context';

export function kmsRoutes(_context: EmulatorContext): Router {
  return Router();
}
