import { Router } from 'express';
import type { EmulatorContext } from '../shared/context';
import { mailSendRoutes } from './mail-send.routes';
import { Mailbox } from './mailbox';
import { mailboxRoutes } from './mailbox.routes';

/** SendGrid v3 mail send at its real path, delivering into a local mailbox with pages to read it. */
export function sendgridRoutes(context: EmulatorContext): Router {
  const mailbox = new Mailbox(context.stateDir);
  const router = Router();
  router.use(mailSendRoutes(context, mailbox));
  router.use(mailboxRoutes(mailbox));
  return router;
}
