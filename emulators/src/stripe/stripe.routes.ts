import { Router } from 'express';
import type { EmulatorContext } from '../shared/context';

export function stripeRoutes(_context: EmulatorContext): Router {
  return Router();
}
