import { fileURLToPath } from 'node:url';
import { writeDeployPackage } from './deploy-package';

/** `npm run build`: the deploy package in functions/dist (deploy-package.ts says what it holds). */
await writeDeployPackage(fileURLToPath(new URL('./dist/', import.meta.url)));
