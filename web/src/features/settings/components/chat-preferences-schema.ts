import { PreferencesUpdate } from '@quarry/contracts/user';
import { z } from 'zod';

/**
 * The part of a preferences update the settings screen edits, every field present, each checked by
 * the contract's own field rule. Built from the shape because the whole update carries an object-level
 * refinement ("at least one preference"), which zod will not pick from.
 */
export const ChatPreferencesSchema = z
  .object(PreferencesUpdate.shape)
  .pick({
    chatRetentionDays: true,
    reportRetentionDays: true,
    maxKeywords: true,
    timezone: true,
    systemQuery: true,
  })
  .required();

export type ChatPreferencesValues = z.input<typeof ChatPreferencesSchema>;
