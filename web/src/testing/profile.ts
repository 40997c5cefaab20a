import { ok } from './fake-api';

/** GET /api/user/profile as a set-up creator gets it, with `changes` over it. */
export const profileResponse = (changes: Record<string, unknown> = {}) =>
  ok({
    email: 'ada@example.com',
    name: 'Ada',
    userType: 'creator',
    isTeamMemberOnly: false,
    isSetupComplete: true,
    isSysAdmin: false,
    ...changes,
  });
