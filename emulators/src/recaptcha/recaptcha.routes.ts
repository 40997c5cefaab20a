import { Router } from 'express';
import type { EmulatorContext } from '../shared/context';

export function recaptchaRoutes(_context: EmulatorContext): Router {
  return Router();
}
