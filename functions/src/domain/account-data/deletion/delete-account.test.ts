import { FirestoreServer } from '@firestore-emulator/server';
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FirestoreDocumentStore } from '../../../adapters/firestore/firestore-document-store';
import type { DocumentStore } from '../../../ports/document-store.port';
import { notingCollections } from '../../../testing/collection-names';
import { ADA, BOB, CY, DAN, type Dump, deleteAda, KEPT, namesAda } from '../../../testing/deletion-scenario';
import { freePort } from '../../../testing/free-port';
import { sqliteWithDump } from '../../../testing/sqlite-dump';
import { tempDir } from '../../../testing/temp-dir';
import { memberId } from '../../teams/team-docs';
import { DELETED_ACCOUNT } from './owned-records';

/**
 * Deleting an account leaves nothing of the person's anywhere but where the law and webhook
 * idempotency need it, and leaves everyone else's as it was (docs/decisions/accounts-and-data.md), on both stores:
 * every collection is read back whole and scanned for the person's id and address.
 */
const temp = tempDir();
const firestore = new FirestoreServer();
const apps: App[] = [];
let firestoreHost = '';
beforeAll(async () => {
  const port = await freePort();
  await firestore.start(port);
  firestoreHost = `127.0.0.1:${port}`;
});
afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  firestore.stop();
  temp.remove();
});

const sqlite = () => sqliteWithDump(temp.dir);

function firestoreStore(): { store: DocumentStore; dump: Dump } {
  const app = initializeApp({ projectId: 'demo-quarry-deletion' }, `deletion-${apps.length}`);
  apps.push(app);
  const db = getFirestore(app);
  db.settings({ host: firestoreHost, ssl: false, ignoreUndefinedProperties: true });
  const noted = notingCollections(new FirestoreDocumentStore(db));
  const dump: Dump = async () => {
    // listCollections is the admin SDK's way; this emulator lacks it, so the written names stand in.
    const names = await db.listCollections().then(
      (collections) => collections.map((c) => c.id),
      () => [...noted.names],
    );
    const all = new Map<string, Record<string, unknown>>();
    for (const name of names) {
      for (const doc of (await db.collection(name).get()).docs) all.set(`${name}/${doc.id}`, doc.data());
    }
    return all;
  };
  return { store: noted.store, dump };
}

/**
 * Documents of others that go though they do not name Ada: Bob's share with the team she alone
 * administered and what hung on it, and the parts of the run Bob made of her report (it read her
 * Drive; its record names her).
 */
const WENT_WITH_ADA = [
  `sharedReports/report-${BOB.uid}_team-ada`,
  `skippedRuns/report-${BOB.uid}_team-ada_20261120T0900Z`,
  'executionDocuments/run-bob-of-ada_p0',
  'executionEvents/run-bob-of-ada_e0',
  'executionReports/run-bob-of-ada_a1_p0',
  'executionReports/run-bob-of-ada_a1_table_p0',
];

/** Every collection the cast gives Ada a document in (or one naming her): the scan covers them all. */
const SEEDED_FOR_ADA = [
  'accessGrants',
  'accountJobs',
  'adminAudit',
  'authSessions',
  'chatSessionMessages',
  'chatSessions',
  'contactMessages',
  'dataExportChunks',
  'dataExports',
  'deliveries',
  'driveWatches',
  'executionDocuments',
  'executionEvents',
  'executionReports',
  'executionResults',
  'extractions',
  'feeds',
  'googleDocExports',
  'idempotencyKeys',
  'oauthStates',
  'reportExecutions',
  'savedReports',
  'schedulePauses',
  'sharedReports',
  'skippedRuns',
  'spendAlerts',
  'stripeCustomers',
  'stripeEvents',
  'teamMembers',
  'teams',
  'unsubscribes',
  'userSecrets',
  'users',
];

describe.each([
  ['SQLite', sqlite],
  ['Firestore (@firestore-emulator/server)', firestoreStore],
])('deleting an account on %s', (_name, open) => {
  it('when Ada deletes her account, then nothing anywhere names her but the audit and Stripe event ids, and nobody else lost anything but her team', async () => {
    const { store, dump } = open();

    const { harness, before, after } = await deleteAda(store, dump);

    const namedBefore = new Set([...before].filter(([k, d]) => namesAda(k, d)).map(([k]) => k.split('/')[0]));
    expect([...namedBefore].sort()).toEqual(SEEDED_FOR_ADA);
    const left = [...after].filter(([key, data]) => namesAda(key, data));
    expect(left.map(([key]) => key.split('/')[0]).filter((c) => !KEPT.includes(c as string))).toEqual([]);
    expect(left.map(([key]) => key).sort()).toEqual([
      `adminAudit/audit-${ADA.uid}`,
      `stripeEvents/evt-${ADA.uid}`,
    ]);
    for (const [key, data] of left) expect(data).toEqual(before.get(key));
    const othersBefore = [...before].filter(([key, data]) => !namesAda(key, data));
    const gone = othersBefore.filter(([key]) => !after.has(key)).map(([key]) => key);
    expect(
      gone.filter((key) => !key.startsWith('deliveries/') && !key.startsWith('unsubscribes/')).sort(),
    ).toEqual([...WENT_WITH_ADA].sort());
    expect(
      gone.filter((key) => key.startsWith('deliveries/') || key.startsWith('unsubscribes/')),
    ).toHaveLength(2);
    for (const [key, data] of othersBefore) if (after.has(key)) expect(after.get(key), key).toEqual(data);
    expect(after.get('teams/team-both')).toMatchObject({ createdBy: DELETED_ACCOUNT });
    expect(after.get(`teamMembers/${memberId('team-both', BOB.email)}`)).toMatchObject({
      role: 'admin',
      invitedBy: DELETED_ACCOUNT,
    });
    expect(after.has('teams/team-ada')).toBe(false);
    expect(after.has(`teamMembers/${memberId('team-ada', DAN)}`)).toBe(false);
    expect(after.get(`users/${BOB.uid}`)).toEqual(before.get(`users/${BOB.uid}`));
    expect(harness.billing.calls.sort()).toEqual(['cancel sub_ada', 'detach pm_ada_1', 'detach pm_ada_2']);
    expect(harness.sent.map((mail) => mail.to).sort()).toEqual([[BOB.email], [CY.email]]);
    expect(harness.sent[0]?.subject).toBe('The team "Team team-ada" on Quarry has been deleted');
    expect(harness.queued).toEqual([`delete_${ADA.uid}`]);
  }, 60_000);
});
