import express, { Router } from 'express';
import { z } from 'zod';
import { AppError } from '../domain/shared/app-error';
import type { Clock } from '../ports/clock.port';
import { parseInput } from './validate';

/**
 * The clock only moves forward, as real time does: leases, rate-limit windows and schedules were
 * all written against it, and time running backwards would stretch them.
 */
const MoveClock = z.union([
  z.strictObject({ advanceMinutes: z.number().positive().max(525_600) }),
  z.strictObject({ to: z.iso.datetime({ offset: true }) }),
]);

/** A clock tests may move: the local server's adjustable clock (adapters/local-clock). */
export interface MovableClock extends Clock {
  offset(): number;
  advance(ms: number): void;
  set(at: Date): void;
}

/**
 * Controls of the local app for tests and demos, under /__control (like the emulators'): move the
 * app's clock, after which the tick runs at once so due schedules start. Mounted only by the local
 * server; the cloud's functions never have them.
 */
export function localControls(clock: MovableClock, tick: () => Promise<unknown>): Router {
  const router = Router();
  router.use(express.json());
  const state = () => ({
    now: clock.now().toISOString(),
    offsetMinutes: Math.round(clock.offset() / 60_000),
  });

  router.get('/clock', (_req, res) => {
    res.json(state());
  });

  router.post('/clock', async (req, res) => {
    const move = parseInput(MoveClock, req.body);
    if ('advanceMinutes' in move) clock.advance(move.advanceMinutes * 60_000);
    else if (Date.parse(move.to) > clock.now().getTime()) clock.set(new Date(move.to));
    else throw AppError.badRequest('The clock only moves forward: give a time after now');
    await tick();
    res.json(state());
  });

  return router;
}
