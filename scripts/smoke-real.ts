import { AppError } from '../functions/src/domain/shared/app-error';
import { type DriveTokenSource, driveTokenSource } from './smoke/granted-identity';
import { smokeDeps } from './smoke/smoke-deps';
import { printout } from './smoke/smoke-printout';
import { smokeResearch } from './smoke/smoke-research';
import { mask, readSmokeSettings, type SmokeSettings } from './smoke/smoke-settings';

/**
 * `npm run smoke:real`: one research without sign-in against the real Gemini and Drive APIs, through
 * Quarry's own adapters and research steps (README, "Proof against the real services"). Prints the
 * models used, the calls, the tokens and the report's opening; skips, saying why, without credentials.
 */
const setup = readSmokeSettings(process.env);
if (setup.kind === 'skip') {
  console.log(
    `smoke:real skipped: ${setup.missing.join(' and ')} ${setup.missing.length === 1 ? 'is' : 'are'} not set. ` +
      `Set ${setup.missing.length === 1 ? 'it' : 'them'} to run one research against the real Gemini and Drive APIs ` +
      '(README, "Proof against the real services").',
  );
  process.exit(0);
}
if (setup.kind === 'invalid') {
  console.error(`smoke:real: ${setup.problem}`);
  process.exit(2);
}
const { settings } = setup;
const secrets = [
  settings.geminiKey,
  ...(settings.drive.kind === 'accessToken' ? [settings.drive.accessToken] : []),
];
/** Whatever a service answers, the key and token never reach the terminal. */
const scrub = (text: string) => secrets.reduce((out, secret) => out.replaceAll(secret, '****'), text);
const say = (line: string) => console.log(scrub(line));

const drive = driveTokenSource(settings.drive);
await describeRun(settings, drive).catch(fail);
const started = Date.now();
const deps = await smokeDeps(settings, drive).catch(fail);
try {
  const result = await smokeResearch(deps, settings, say);
  say(`Done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  for (const line of printout(result)) say(line);
} catch (error) {
  explain(error);
  process.exitCode = 1;
} finally {
  await deps.close();
}

async function describeRun(s: SmokeSettings, source: DriveTokenSource): Promise<void> {
  say(
    'smoke:real: one research against the real Gemini and Drive APIs (it spends a little of the key’s quota)',
  );
  say(
    `  Gemini: ${s.geminiBaseUrl ?? 'Google (generativelanguage.googleapis.com)'}, key ${mask(s.geminiKey)}`,
  );
  const token = s.drive.kind === 'accessToken' ? `, token ${mask(s.drive.accessToken)}` : '';
  say(`  Drive: ${s.driveRootUrl ?? 'Google (www.googleapis.com)'}, ${await source.describe()}${token}`);
  say(
    `  Search: ${s.folderId ? `folder ${s.folderId} and below` : 'the whole drive'}, at most ${s.maxDocuments} documents`,
  );
  say(`  Question: ${s.question}`);
}

function explain(error: unknown): void {
  if (error instanceof AppError) {
    // The details name the cause (Drive's or Gemini's own words) that the app keeps for its log.
    const cause = error.details === undefined ? '' : ` (${JSON.stringify(error.details)})`;
    console.error(scrub(`smoke:real failed: ${error.code}: ${error.message}${cause}`));
    // The app's words send a person to re-authorize in Quarry; here the given credential is at fault.
    if (error.code === 'DRIVE.REAUTH_REQUIRED') {
      console.error('Drive refused the credential: expired, revoked, or without the drive.readonly scope.');
    }
    return;
  }
  console.error(scrub(`smoke:real failed: ${error instanceof Error ? error.message : String(error)}`));
}

function fail(error: unknown): never {
  explain(error);
  process.exit(1);
}
