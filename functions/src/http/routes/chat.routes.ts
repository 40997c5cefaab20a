import {
  CaptureDirectoriesRequest,
  GenerateTitleRequest,
  SaveChatSessionRequest,
} from '@quarry/contracts/chat';
import { Router } from 'express';
import { generateTitle } from '../../domain/chat/session-title';
import { AppError } from '../../domain/shared/app-error';
import type { AppDeps } from '../app-deps';
import { idempotent } from '../middleware/idempotency';
import { requireUid } from '../middleware/session';
import { parseInput } from '../validate';

export function chatRoutes(deps: AppDeps): Router {
  const router = Router();
  const { chat } = deps;

  router.get('/chat/sessions', async (_req, res) => {
    res.json({ sessions: await chat.list(requireUid(res)) });
  });

  router.get('/chat/sessions/:id/messages', async (req, res) => {
    const session = await chat.own(requireUid(res), req.params.id);
    res.json({
      title: session.title,
      messages: session.messages,
      searchTerms: JSON.stringify(session.searchTerms),
      selectedFiles: JSON.stringify(session.selectedFiles),
      selectedDirectories: JSON.stringify(session.selectedDirectories ?? []),
      latestExecutionId: session.latestExecutionId,
      latestStatus: session.latestStatus,
    });
  });

  router.post('/chat/sessions', idempotent(deps), async (req, res) => {
    const uid = requireUid(res);
    // chatData is stored as `messages` only: spread whole, the doc held every message twice.
    const { chatData, ...content } = parseInput(SaveChatSessionRequest, req.body);
    const sessionId = await chat.create(uid, { ...content, messages: chatData });
    res.json({ sessionId });
  });

  router.put('/chat/sessions/:id', async (req, res) => {
    const uid = requireUid(res);
    const { chatData, ...content } = parseInput(SaveChatSessionRequest, req.body);
    await chat.update(uid, req.params.id, { ...content, messages: chatData });
    res.json({ sessionId: req.params.id });
  });

  router.delete('/chat/sessions/:id', async (req, res) => {
    await chat.remove(requireUid(res), req.params.id);
    res.json({ message: 'Session deleted' });
  });

  router.post('/chat/generate-title', async (req, res) => {
    const uid = requireUid(res);
    const { firstMessage } = parseInput(GenerateTitleRequest, req.body);
    res.json({ title: await generateTitle(deps.research, uid, firstMessage) });
  });

  router.post('/chat/capture-session-directories', async (req, res) => {
    const uid = requireUid(res);
    const { sessionId } = parseInput(CaptureDirectoriesRequest, req.body);
    const user = await deps.accounts.users.get(uid);
    if (!user) throw AppError.notFound('User not found');
    await chat.captureDirectories(uid, sessionId, user.preferences.selectedDriveDirectories);
    res.json({ message: 'Directories captured' });
  });

  return router;
}
