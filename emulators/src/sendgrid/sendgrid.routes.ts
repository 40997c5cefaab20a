import { Router } from 'express';
import type { EmulatorContext } from '../shared/context';

export function sendgridRoutes(_context: EmulatorContext): Router {
  return Router();
}
