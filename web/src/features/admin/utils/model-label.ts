import { FLASH_MODEL, modelFamily, PRO_MODEL } from '@quarry/contracts/models';

/**
 * How a prompt's model reads on the switch (spec part 3 section 2: Flash or Pro): today's models by
 * their family's name; an older id saved before, by its family and the id, so it is plain that the
 * setting still names it ("Pro (gemini-2.5-pro)").
 */
export function modelLabel(model: string): string {
  const family = modelFamily(model) === 'flash' ? 'Flash' : 'Pro';
  return model === FLASH_MODEL || model === PRO_MODEL ? family : `${family} (${model})`;
}
