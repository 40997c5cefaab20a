import express, { Router } from 'express';
import type { EmulatorContext } from '../shared/context';
import { HoldGate } from '../shared/hold-gate';
import { MailFaults } from './mail-faults';
import { mailSendRoutes } from './mail-send.routes';
import { Mailbox } from './mailbox';
import { mailboxRoutes } from './mailbox.routes';
import { sendgridControlRoutes } from './sendgrid-control.routes';

/**
 * SendGrid v3 mail send at its real path, delivering into a local mailbox with pages to read it,
 * plus test controls (no key needed).
 */
export function sendgridRoutes(context: EmulatorContext): Router {
  const mailbox = new Mailbox(context.stateDir);
  const gate = new HoldGate();
  const faults = new MailFaults();
  const router = Router();
  router.use('/__control/sendgrid', express.json(), sendgridControlRoutes(gate, faults));
  router.use(mailSendRoutes(context, mailbox, gate, faults));
  router.use(mailboxRoutes(mailbox));
  return router;
}
