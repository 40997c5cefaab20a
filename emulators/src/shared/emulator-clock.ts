import express, { type Response, Router } from 'express';
import { z } from 'zod';

/**
 * The emulators' clock: real time plus an offset tests move forward, as they move the app's
 * (POST /__control/clock on the app). Every service reads it through EmulatorContext.now, so a
 * Gemini day or a Stripe period turns when the test says. It only moves forward, like the app's.
 */
export class EmulatorClock {
  private offsetMs = 0;

  constructor(private readonly real: () => number = Date.now) {}

  readonly now = (): number => this.real() + this.offsetMs;

  offset(): number {
    return this.offsetMs;
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

const MoveClock = z.union([
  z.strictObject({ advanceMinutes: z.number().positive().max(525_600) }),
  z.strictObject({ to: z.iso.datetime({ offset: true }) }),
]);

function badRequest(res: Response, message: string): void {
  res.status(400).json({ error: message });
}

/** `GET|POST /__control/clock`: the emulators' time, moved by `{advanceMinutes}` or `{to}` (ISO, later than now). */
export function clockControlRoutes(clock: EmulatorClock): Router {
  const router = Router();
  const state = () => ({
    now: new Date(clock.now()).toISOString(),
    offsetMinutes: Math.round(clock.offset() / 60_000),
  });
  router.use('/__control/clock', express.json());
  router.get('/__control/clock', (_req, res) => {
    res.json(state());
  });
  router.post('/__control/clock', (req, res) => {
    const parsed = MoveClock.safeParse(req.body ?? {});
    if (!parsed.success) return badRequest(res, z.prettifyError(parsed.error));
    const move = parsed.data;
    if ('advanceMinutes' in move) clock.advance(move.advanceMinutes * 60_000);
    else {
      const ms = Date.parse(move.to) - clock.now();
      if (ms <= 0) return badRequest(res, 'The clock only moves forward: give a time after now');
      clock.advance(ms);
    }
    res.json(state());
  });
  return router;
}
