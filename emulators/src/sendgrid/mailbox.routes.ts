import { type Response, Router } from 'express';
import type { Mailbox } from './mailbox';
import { MAILBOX_CSP, mailboxPage, messagePage, notFoundPage } from './mailbox-pages';

function sendPage(res: Response, status: number, html: string): void {
  res
    .status(status)
    .set('Content-Security-Policy', MAILBOX_CSP)
    .set('Cache-Control', 'no-store')
    .type('html')
    .send(html);
}

/** The mailbox a person reads in a browser, and its JSON twin for tests. */
export function mailboxRoutes(mailbox: Mailbox): Router {
  const router = Router();
  const toFilter = (query: unknown) => {
    const to = (query as Record<string, unknown>).to;
    return typeof to === 'string' && to.trim() ? to : undefined;
  };

  router.get('/mailbox/api/messages', (req, res) => {
    res.json(mailbox.list(toFilter(req.query)));
  });
  router.get('/mailbox/api/messages/:id', (req, res) => {
    const message = mailbox.get(req.params.id);
    if (!message) res.status(404).json({ error: 'Message not found' });
    else res.json(message);
  });
  router.delete('/mailbox/api/messages', (_req, res) => {
    res.json({ deleted: mailbox.clear() });
  });

  router.get('/mailbox', (req, res) => {
    const filter = toFilter(req.query);
    sendPage(res, 200, mailboxPage(mailbox.list(filter), filter));
  });
  router.post('/mailbox/clear', (_req, res) => {
    mailbox.clear();
    res.redirect(303, '/mailbox');
  });
  router.get('/mailbox/:id', (req, res) => {
    const message = mailbox.get(req.params.id);
    if (!message) sendPage(res, 404, notFoundPage());
    else sendPage(res, 200, messagePage(message));
  });

  return router;
}
