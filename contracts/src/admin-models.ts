import { z } from 'zod';
import { PROMPT_NAMES } from './admin';

/**
 * GET /api/admin/models (docs/architecture/platform.md; not in the spec): the models the administrator's own
 * Gemini key can call (Gemini's models.list, those that answer generateContent), each marked with
 * the prompts whose setting names it, and every model the live settings name, with whether the key
 * can call it. A configured model that is gone is what /sys-admin warns about until the setting
 * changes; runs meanwhile use its family's model (FLASH_MODEL or PRO_MODEL).
 */
const PromptNameSchema = z.enum(PROMPT_NAMES);

export const AvailableModel = z.object({
  /** The id a setting names, as in "gemini-3.8-flash" (models.list's name without "models/"). */
  id: z.string(),
  displayName: z.string(),
  inputTokenLimit: z.number().int().nullable(),
  outputTokenLimit: z.number().int().nullable(),
  thinking: z.boolean(),
  /** The prompts whose model setting names it (empty for most). */
  usedBy: z.array(PromptNameSchema),
});
export type AvailableModel = z.infer<typeof AvailableModel>;

export const ConfiguredModel = z.object({
  model: z.string(),
  usedBy: z.array(PromptNameSchema),
  /** true when the key lists it, false when it does not (gone), null when that is not known. */
  available: z.boolean().nullable(),
  /** The model runs use in its place while it is gone: today's model of its family. */
  fallback: z.string(),
});
export type ConfiguredModel = z.infer<typeof ConfiguredModel>;

/**
 * listed: Gemini answered; noKey: the administrator has saved no Gemini key; keyRefused: Gemini
 * refused the key; unreachable: Gemini did not answer (message says why).
 */
export const ModelListStatus = z.enum(['listed', 'noKey', 'keyRefused', 'unreachable']);
export type ModelListStatus = z.infer<typeof ModelListStatus>;

export const AdminModelsResponse = z.object({
  status: ModelListStatus,
  /** Gemini's own words when it refused the key or failed. */
  message: z.string().optional(),
  /** Empty unless listed. */
  models: z.array(AvailableModel),
  configured: z.array(ConfiguredModel),
});
export type AdminModelsResponse = z.infer<typeof AdminModelsResponse>;
