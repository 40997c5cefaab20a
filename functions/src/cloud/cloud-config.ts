import type { SecretParam } from 'firebase-functions/params';
import { type Config, loadConfig } from '../config';
import type { SecretName } from '../config-names';
import { SETTINGS } from './params';

/**
 * The one configuration (config.ts), fed at a function's first invocation from the params and the
 * secrets bound to it; the rest (emulator addresses, tuning) comes from the environment as before.
 * A secret not bound to the function is never read, whatever the environment holds.
 */
export function cloudConfig(secrets: readonly (SecretParam & { readonly name: SecretName })[]): Config {
  const env: NodeJS.ProcessEnv = { ...process.env, QUARRY_MODE: 'cloud' };
  for (const setting of SETTINGS) env[setting.name] = setting.value();
  for (const secret of secrets) env[secret.name] = secret.value();
  return loadConfig(env, { secrets: secrets.map((secret) => secret.name) });
}
