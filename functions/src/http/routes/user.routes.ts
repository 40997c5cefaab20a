import type { GeminiTierResponse } from '@quarry/contracts/user';
import { GeminiKeyRequest, PreferencesUpdate } from '@quarry/contracts/user';
import { Router } from 'express';
import {
  deleteOwnKeys,
  geminiTier,
  getPreferences,
  keyStatus,
  loadSessionKeys,
  profile,
  storeGeminiKey,
  updatePreferences,
} from '../../domain/accounts/account';
import { loadProfilePicture } from '../../domain/accounts/profile-picture';
import { driveTokenStatus } from '../../domain/accounts/setup';
import { AppError } from '../../domain/shared/app-error';
import type { AppDeps } from '../app-deps';
import { requireUid } from '../middleware/session';
import { parseInput } from '../validate';

export function userRoutes(deps: AppDeps): Router {
  const router = Router();
  const { accounts } = deps;

  router.get(['/user/profile', '/user'], async (_req, res) => {
    res.json(await profile(accounts, requireUid(res)));
  });

  // The Google profile picture from our own origin (the CSP allows images from 'self' only).
  router.get('/user/picture', async (_req, res) => {
    const { bytes, contentType } = await loadProfilePicture(accounts, requireUid(res));
    res.set({
      'Content-Type': contentType,
      // Private: it is this person's; the address changes with the picture, so an hour is safe.
      'Cache-Control': 'private, max-age=3600',
      // Even opened on its own (an SVG, say), nothing in it may run or load.
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
    res.send(bytes);
  });

  router.post('/user/gemini-key', async (req, res) => {
    const uid = requireUid(res);
    // The SPA shows this message as it is under 'Validation Failed', so it is the schema's own words.
    const parsed = GeminiKeyRequest.safeParse(req.body);
    if (!parsed.success)
      throw AppError.badRequest(parsed.error.issues[0]?.message ?? '', parsed.error.issues);
    const { geminiApiKey } = parsed.data;
    res.json(await storeGeminiKey(accounts, uid, geminiApiKey));
  });

  router.get('/user/key-status', async (_req, res) => {
    res.json(await keyStatus(accounts, requireUid(res)));
  });

  router.get('/user/gemini-tier', async (_req, res) => {
    // Small documents share a request up to the packing rules' limit (packing.ts).
    const documentsPerCall = deps.research.packing.maxDocuments;
    const answer: GeminiTierResponse = {
      geminiTier: await geminiTier(accounts, requireUid(res)),
      documentsPerCall,
    };
    res.json(answer);
  });

  router.post('/user/load-session-keys', async (_req, res) => {
    res.json(await loadSessionKeys(accounts, requireUid(res)));
  });

  router.delete('/user/keys', async (_req, res) => {
    res.json(await deleteOwnKeys(accounts, requireUid(res)));
  });

  router.get('/user/preferences', async (_req, res) => {
    res.json({ preferences: await getPreferences(accounts, requireUid(res)) });
  });

  router.put('/user/preferences', async (req, res) => {
    const uid = requireUid(res);
    const update = parseInput(PreferencesUpdate, req.body);
    res.json({ preferences: await updatePreferences(accounts, uid, update) });
  });

  router.get('/v1/check-drive-token', async (_req, res) => {
    res.json(await driveTokenStatus(accounts, requireUid(res)));
  });

  router.get('/v1/check-gemini-key', async (_req, res) => {
    res.json({ key_exists: await accounts.keys.has(requireUid(res), 'geminiKey') });
  });

  return router;
}
