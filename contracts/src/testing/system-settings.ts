import { modelField, PROMPT_NAMES, type SystemSettings } from '../admin';
import { FLASH_MODEL, PRO_MODEL } from '../models';
import { DEFAULT_MODEL_PRICES } from '../usage';

/** A complete, valid set of system settings for the SPA's tests: short texts, the default models. */
export const DEFAULT_SYSTEM_SETTINGS_FOR_TESTS = {
  ...Object.fromEntries(
    PROMPT_NAMES.flatMap((name) => [
      [name, `Instructions for ${name}.`],
      [
        modelField(name),
        name === 'queryPhaseSuccinct' || name === 'contradictionPrompt' ? FLASH_MODEL : PRO_MODEL,
      ],
    ]),
  ),
  modelPrices: DEFAULT_MODEL_PRICES,
} as SystemSettings;
