import { KmsKeyWrapper } from '../adapters/kms/kms-key-wrapper';
import { type Config, ConfigError } from '../config';
import type { KeyWrapper } from '../ports/key-wrapper.port';

/** Users' data keys are wrapped with Cloud KMS in the cloud (config.ts refuses KEY_WRAPPER=local there). */
export function cloudKeyWrapper(config: Config): KeyWrapper {
  const wrapper = config.services.keyWrapper;
  if (wrapper.kind !== 'kms') throw new ConfigError('The cloud wraps keys with Cloud KMS only');
  return new KmsKeyWrapper(wrapper.keyName, config.emulatorsUrl);
}
