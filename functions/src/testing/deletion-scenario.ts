import { deletionJobId, startAccountDeletion } from '../domain/account-data/deletion/start-deletion';
import { runAccountJob } from '../domain/account-data/run-account-job';
import { storeGoogleDoc } from '../domain/reports/export/google-doc-records';
import type { DocumentStore } from '../ports/document-store.port';
import { type Person, seedPerson, seedRun, seedShare, seedTeam } from './account-deletion-seed';
import { type DeletionHarness, deletionHarness } from './deletion-harness';
import { ManualClock } from './manual-clock';

/** Every document of the store as `collection/id` -> its data, read through each adapter's own means. */
export type Dump = () => Promise<Map<string, Record<string, unknown>>>;

export const ADA: Person = { uid: 'uid-ada', email: 'ada@example.test', customerId: 'cus_ada' };
export const BOB: Person = { uid: 'uid-bob', email: 'bob@example.test', customerId: 'cus_bob' };
export const CY: Person = { uid: 'uid-cy', email: 'cy@example.test', customerId: 'cus_cy' };
/** Invited to Ada's team, never signed up. */
export const DAN = 'dan@example.test';
/** Kept with the address on purpose (docs/architecture/accounts-and-data.md). */
export const KEPT = ['adminAudit', 'stripeEvents'];

/**
 * Ada, whose account is deleted, among Bob and Cy: Ada alone administers team-ada (Bob and Cy
 * members, Dan invited); Bob administers team-bob (Ada a member) and team-bob2 (Ada invited);
 * both administer team-both, which Ada created. Shares, runs, e-mails and Google Docs cross.
 */
export async function seedCast(store: DocumentStore, clock: ManualClock, harness: DeletionHarness) {
  for (const person of [ADA, BOB, CY]) await seedPerson(store, clock, person);
  await seedTeam(store, 'team-ada', ADA.uid, [
    [ADA.email, ADA.uid, 'admin', ADA.uid],
    [BOB.email, BOB.uid, 'member', ADA.uid],
    [CY.email, CY.uid, 'member', ADA.uid],
    [DAN, null, 'member', ADA.uid],
  ]);
  await seedTeam(store, 'team-bob', BOB.uid, [
    [BOB.email, BOB.uid, 'admin', BOB.uid],
    [ADA.email, ADA.uid, 'member', BOB.uid],
  ]);
  await seedTeam(store, 'team-bob2', BOB.uid, [
    [BOB.email, BOB.uid, 'admin', BOB.uid],
    [ADA.email, null, 'member', BOB.uid],
  ]);
  await seedTeam(store, 'team-both', ADA.uid, [
    [ADA.email, ADA.uid, 'admin', ADA.uid],
    [BOB.email, BOB.uid, 'admin', ADA.uid],
  ]);
  const adaShareWithBob = await seedShare(store, ADA, 'team-bob', BOB.email);
  await seedShare(store, ADA, 'team-ada', CY.email);
  await seedShare(store, BOB, 'team-ada', CY.email);
  await seedShare(store, BOB, 'team-bob', ADA.email);
  // Bob ran Ada's shared report: it read Ada's Drive.
  await seedRun(store, 'run-bob-of-ada', BOB.uid, {
    driveOwnerId: ADA.uid,
    sharedReportId: adaShareWithBob,
    teamId: 'team-bob',
  });
  // Each saved the other's run as a Google Doc.
  const doc = {
    link: 'https://docs.google.com/document/d/2',
    name: 'R',
    createdAt: '2026-11-20T10:00:00.000Z',
  };
  await storeGoogleDoc(store, {
    ...doc,
    executionId: 'run-uid-bob',
    uid: ADA.uid,
    ownerId: BOB.uid,
    fileId: 'f1',
    withDocuments: true,
  });
  await storeGoogleDoc(store, {
    ...doc,
    executionId: 'run-uid-ada',
    uid: BOB.uid,
    ownerId: ADA.uid,
    fileId: 'f2',
    withDocuments: true,
  });
  harness.billing.addSubscription(ADA.customerId, 'sub_ada');
  harness.billing.addSubscription(ADA.customerId, 'sub_ada_old', 'canceled');
  harness.billing.addPaymentMethod(ADA.customerId, 'pm_ada_1');
  harness.billing.addPaymentMethod(ADA.customerId, 'pm_ada_2');
  harness.billing.addSubscription(BOB.customerId, 'sub_bob');
  harness.billing.addPaymentMethod(BOB.customerId, 'pm_bob');
}

/** Whether a document (its key or any field) names Ada. */
export function namesAda(key: string, data: unknown): boolean {
  const text = `${key} ${JSON.stringify(data)}`.toLowerCase();
  return text.includes(ADA.uid) || text.includes(ADA.email);
}

/** Seeds the cast, asks for Ada's deletion as the route does, and runs the job once. */
export async function deleteAda(store: DocumentStore, dump: Dump) {
  const clock = new ManualClock();
  const harness = deletionHarness(store, clock);
  await seedCast(store, clock, harness);
  const before = await dump();
  await startAccountDeletion(harness.deps, ADA.uid, ' Ada@Example.test ');
  await runAccountJob(harness.runDeps(), deletionJobId(ADA.uid));
  return { harness, before, after: await dump() };
}
