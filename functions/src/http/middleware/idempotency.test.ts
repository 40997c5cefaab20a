import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteDocumentStore } from '../../adapters/sqlite/sqlite-document-store';
import { ManualClock } from '../../testing/manual-clock';
import type { AppDeps } from '../app-deps';
import { idempotent } from './idempotency';
import { responseDeadline } from './response-deadline';

/**
 * A route slower than the response deadline: the deadline answers 503 first, and the route's own
 * answer, when it comes, is still what a repeat with the same key gets (never a second effect).
 */
const store = new SqliteDocumentStore({ file: ':memory:' });
const deps = {
  store,
  accounts: { clock: new ManualClock('2026-11-27T09:00:00.000Z') },
} as unknown as AppDeps;
let effects = 0;
let finishRoute: () => void = () => {};
const server = http.createServer(
  express()
    .use(responseDeadline(50))
    .use(express.json())
    .use((_req, res, next) => {
      res.locals.uid = 'maya';
      next();
    })
    .post('/slow', idempotent(deps), async (_req, res) => {
      effects += 1;
      await new Promise<void>((resolve) => (finishRoute = resolve));
      res.status(201).json({ id: `effect-${effects}` });
    }),
);
let url = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (key: string) =>
  fetch(`${url}/slow`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'idempotency-key': key },
    body: '{}',
  });

describe('an idempotent route past the response deadline', () => {
  it("when the deadline answers first, then a repeat with the key gets the route's own answer once it comes, and nothing runs twice", async () => {
    const key = crypto.randomUUID();
    const cut = await post(key);
    expect(cut.status).toBe(503);

    const repeat = post(key);
    finishRoute();
    const answer = await repeat;

    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ id: 'effect-1' });
    expect(answer.headers.get('idempotent-replayed')).toBe('true');
    expect(effects).toBe(1);
  });
});
