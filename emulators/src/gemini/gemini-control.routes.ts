import { type Response, Router } from 'express';
import { z } from 'zod';
import type { GeminiState } from './gemini-state';

/** The retry delay Google typically names in a free-tier 429. */
const DEFAULT_RETRY_DELAY_SECONDS = 17;

const Settings = z.strictObject({
  latencyMs: z.number().int().min(0).optional(),
  /** 0 or null removes the limit. */
  rpmLimit: z.number().int().min(0).nullable().optional(),
  /** null restores Google's limits. */
  inputTokenLimit: z.number().int().positive().nullable().optional(),
  /** Calls per key and model per Pacific day; 0 or null removes the limit. */
  rpdLimit: z.number().int().min(0).nullable().optional(),
  /** Keys on a paid tier (replaces the list); every other key is on the free tier. */
  paidKeys: z.array(z.string().min(1).max(200)).max(100).optional(),
});

/** Faults that act on one document's findings: they name it. */
const DOCUMENT_FAULTS: readonly string[] = ['omit', 'garble', 'invent-quote', 'misplace-page'];

const FaultRequest = z
  .strictObject({
    /** `omit` and `garble` act on the named document's entry of a packed extraction (documentName needed). */
    /** `invent-quote` and `misplace-page` act on an extraction's first finding (aim them with documentName). */
    kind: z.enum([
      'quota',
      'server',
      'malformed',
      'miscite',
      'omit',
      'garble',
      'invent-quote',
      'misplace-page',
    ]),
    count: z.number().int().positive().default(1),
    retryDelaySeconds: z.number().int().min(0).default(DEFAULT_RETRY_DELAY_SECONDS),
    /** Aim the fault at one task (docs/prompt-protocol.md, "Which task a request is"). */
    task: z
      .enum([
        'keywords',
        'extraction',
        'sanityCheck',
        'disagreements',
        'introduction',
        'conclusion',
        'report',
        'otherJson',
        'otherText',
      ])
      .optional(),
    /** Aim the fault at the calls about one document, by its name (a `<document name=...>` block). */
    documentName: z.string().min(1).max(2000).optional(),
  })
  .refine((fault) => !DOCUMENT_FAULTS.includes(fault.kind) || fault.documentName !== undefined, {
    message: 'An omit, garble, invent-quote or misplace-page fault names its document (documentName)',
    path: ['documentName'],
  });

const HoldRequest = z.strictObject({
  afterAnswers: z.number().int().min(0).default(0),
});

function badRequest(res: Response, error: z.ZodError): void {
  res.status(400).json({ error: z.prettifyError(error) });
}

/** Test controls under `/__control/gemini` (emulator only; no API key needed). */
export function geminiControlRoutes(state: GeminiState): Router {
  const router = Router();

  router.get('/settings', (_req, res) => {
    res.json(state.settings);
  });

  router.post('/settings', (req, res) => {
    const parsed = Settings.safeParse(req.body ?? {});
    if (!parsed.success) return badRequest(res, parsed.error);
    const { latencyMs, rpmLimit, inputTokenLimit, rpdLimit, paidKeys } = parsed.data;
    res.json(
      state.updateSettings({
        ...(latencyMs === undefined ? {} : { latencyMs }),
        ...(rpmLimit === undefined ? {} : { rpmLimit: rpmLimit || null }),
        ...(inputTokenLimit === undefined ? {} : { inputTokenLimit }),
        ...(rpdLimit === undefined ? {} : { rpdLimit: rpdLimit || null }),
        ...(paidKeys === undefined ? {} : { paidKeys }),
      }),
    );
  });

  router.post('/faults', (req, res) => {
    const parsed = FaultRequest.safeParse(req.body ?? {});
    if (!parsed.success) return badRequest(res, parsed.error);
    const { kind, count, retryDelaySeconds, task, documentName } = parsed.data;
    state.queueFault(
      { kind, retryDelaySeconds, ...(task ? { task } : {}), ...(documentName ? { documentName } : {}) },
      count,
    );
    res.json({ queued: state.queuedFaults() });
  });

  router.get('/faults', (_req, res) => {
    res.json({ queued: state.queuedFaults() });
  });

  router.post('/hold', (req, res) => {
    const parsed = HoldRequest.safeParse(req.body ?? {});
    if (!parsed.success) return badRequest(res, parsed.error);
    state.hold.hold(parsed.data.afterAnswers);
    res.json(state.hold.status());
  });

  router.get('/hold', (_req, res) => {
    res.json(state.hold.status());
  });

  router.post('/release', (_req, res) => {
    state.hold.release();
    res.json(state.hold.status());
  });

  router.get('/stats', (_req, res) => {
    res.json(state.stats);
  });

  router.get('/calls', (_req, res) => {
    res.json({ calls: state.log.list() });
  });

  router.post('/reset', (_req, res) => {
    state.reset();
    res.json({ ok: true });
  });

  return router;
}
