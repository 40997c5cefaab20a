import crypto from 'node:crypto';
import express, { type ErrorRequestHandler, Router } from 'express';
import type { EmulatorContext } from '../shared/context';
import type { HoldGate } from '../shared/hold-gate';
import { toMailboxMessages } from './mail-delivery';
import type { MailFaults } from './mail-faults';
import { validateMail } from './mail-validation';
import type { Mailbox } from './mailbox';

/**
 * `POST /v3/mail/send`: any `SG.` key is accepted, as a real key would be; mail lands in the mailbox.
 * A valid send may wait at the hold gate first (test control), and is delivered only once it goes on.
 */
export function mailSendRoutes(
  context: EmulatorContext,
  mailbox: Mailbox,
  gate: HoldGate,
  faults: MailFaults,
): Router {
  const router = Router();

  router.post('/v3/mail/send', express.json({ limit: '30mb' }), async (req, res) => {
    const auth = req.get('authorization');
    if (!auth) {
      res.status(401).json({ errors: [{ message: 'authorization required', field: null, help: null }] });
      return;
    }
    if (!/^Bearer SG\.\S+$/.test(auth)) {
      res.status(401).json({
        errors: [
          {
            message: 'The provided authorization grant is invalid, expired, or revoked',
            field: null,
            help: null,
          },
        ],
      });
      return;
    }
    const result = validateMail(req.body);
    if ('errors' in result) {
      res.status(400).json({ errors: result.errors });
      return;
    }
    const fault = faults.take();
    if (fault) {
      // What SendGrid answers in an outage or when throttling: nothing is delivered.
      const message = fault === 429 ? 'too many requests' : 'internal server error';
      res.status(fault).json({ errors: [{ message, field: null, help: null }] });
      return;
    }
    // A held send whose client left is dropped: never delivered, so never sent twice.
    if ((await gate.pass(res)) !== 'go') return;
    if (result.mail.sandbox) {
      res.status(200).end();
      return;
    }
    const messageId = crypto.randomBytes(16).toString('base64url');
    mailbox.deliver(toMailboxMessages(result.mail, messageId, new Date(context.now())));
    res.status(202).set('X-Message-Id', messageId).end();
  });

  // express.json() rejects malformed JSON before the route runs; answer that as SendGrid does.
  const badJson: ErrorRequestHandler = (err, _req, res, next) => {
    if (!(err instanceof SyntaxError)) return next(err);
    res.status(400).json({ errors: [{ message: 'Bad Request', field: null, help: null }] });
  };
  router.use('/v3/mail/send', badJson);

  return router;
}
