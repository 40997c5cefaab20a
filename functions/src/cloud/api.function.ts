import type { Request, Response } from 'express';
import { FirebaseTokenIssuer } from '../adapters/live/firebase-token-issuer';
import { appDepsFor } from '../composition/app';
import { createApp } from '../http/app';
import type { AppDeps } from '../http/app-deps';
import { cloudConfig } from './cloud-config';
import { cloudCore } from './cloud-core';
import { cloudKeyWrapper } from './cloud-keys';
import { FUNCTION_SECRETS } from './params';

let app: ReturnType<typeof createApp> | undefined;

/** The `api` function: the whole HTTP app, built on its first request. */
export function handleRequest(req: Request, res: Response): void {
  app ??= createApp(apiDeps());
  app(req, res);
}

function apiDeps(): AppDeps {
  const config = cloudConfig(FUNCTION_SECRETS.api);
  const core = cloudCore(config);
  return appDepsFor(core, cloudKeyWrapper(config), {
    kind: 'firestore',
    tokens: new FirebaseTokenIssuer(core.app),
    firebase: config.firebaseWeb,
  });
}
