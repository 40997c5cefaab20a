import { z } from 'zod';

/**
 * The Gemini models Quarry names (docs/architecture/platform.md). Checked 2026-11-27 against Google's pages:
 * - ai.google.dev/gemini-api/docs/models: gemini-3.8-flash is the newest stable Flash (generally
 *   available since 2026-09-02). No Pro model is generally available: the only Pro is
 *   gemini-3.1-pro-preview (preview since 2026-02-19).
 * - ai.google.dev/gemini-api/docs/deprecations: gemini-3.8-flash and gemini-3.1-pro-preview have no
 *   shutdown date announced; gemini-2.5-flash and gemini-2.5-pro are retired (shutdown 2026-12-01,
 *   and already refused to keys that had not used them).
 * docs/decisions/research-pipeline.md has the sources and why Pro is a preview model.
 */
export const FLASH_MODEL = 'gemini-3.8-flash';
export const PRO_MODEL = 'gemini-3.1-pro-preview';

/** The spec's two choices on every prompt (part 3 section 2): Flash or Pro. */
export type ModelFamily = 'flash' | 'pro';

/**
 * A model's family, from its id: any Flash (Flash-Lite too) is Flash, anything else Pro, the dearer,
 * so a price estimate never runs low.
 */
export const modelFamily = (model: string): ModelFamily => (/flash/i.test(model) ? 'flash' : 'pro');

/** Today's model of the family `model` belongs to: what a run uses when `model` is gone. */
export const familyDefault = (model: string): string =>
  modelFamily(model) === 'flash' ? FLASH_MODEL : PRO_MODEL;

/**
 * A prompt's model as stored: a concrete Gemini model id. The screen offers Flash or Pro and stores
 * FLASH_MODEL or PRO_MODEL; ids saved before (gemini-2.5-pro in an old version, say) stay readable
 * and restorable, and a run that meets one that is gone uses its family's model instead.
 */
export const ModelName = z
  .string({ error: 'Choose Flash or Pro' })
  .regex(/^gemini-[a-z0-9][a-z0-9.-]{0,62}$/, 'Choose Flash or Pro');
export type ModelName = z.infer<typeof ModelName>;
