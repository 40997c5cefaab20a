import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningEmulators, startEmulators } from '../emulators/src/server';
import { DEFAULT_SYSTEM_SETTINGS } from '../functions/src/domain/research/model/system-settings';

/**
 * `npm run smoke:real` as someone runs it: without credentials it skips, saying which are missing;
 * with them it runs one research through Quarry's adapters, here pointed at the local emulators
 * (Maya's sample drive) by the test-only base URLs.
 */
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MAYA = 'maya.chen@northwind.test';
const DRIVE_READONLY = 'https://www.googleapis.com/auth/drive.readonly';
/** Shaped like a Gemini key, which is all the emulator asks of a valid one. */
const EMULATED_KEY = `AIzaSmokeTest${'k'.repeat(26)}`;
/** The key the emulator always refuses (emulators/src/gemini/api-key.ts). */
const REFUSED_KEY = 'AIzaSyDOCUMENTEDxBADxKEYxFORxTESTSxxxxx';
const SETTINGS = [
  'GEMINI_API_KEY',
  'GOOGLE_DRIVE_ACCESS_TOKEN',
  'GOOGLE_APPLICATION_CREDENTIALS',
  'SMOKE_QUESTION',
  'SMOKE_MAX_DOCUMENTS',
  'SMOKE_DRIVE_FOLDER_ID',
  'SMOKE_GEMINI_BASE_URL',
  'SMOKE_DRIVE_ROOT_URL',
];

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function smokeReal(env: Record<string, string>): Promise<Run> {
  const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !SETTINGS.includes(name)));
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/smoke-real.ts'], {
    cwd: repo,
    env: { ...base, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

const line = (output: string, label: string) => new RegExp(`^${label}: (.*)$`, 'm').exec(output)?.[1];

describe('npm run smoke:real', () => {
  it('when no credentials are set, then it says it skipped and which variables are missing, and exits 0', async () => {
    const run = await smokeReal({});

    expect(run.code).toBe(0);
    expect(run.stdout).toContain('smoke:real skipped');
    expect(run.stdout).toContain('GEMINI_API_KEY');
    expect(run.stdout).toContain('GOOGLE_DRIVE_ACCESS_TOKEN (or GOOGLE_APPLICATION_CREDENTIALS)');
  }, 20_000);

  describe('against the emulators', () => {
    let emulators: RunningEmulators;
    let driveToken: string;
    beforeAll(async () => {
      emulators = await startEmulators({ port: 0 });
      ({ token: driveToken } = emulators.context.tokens.issueAccessToken({
        email: MAYA,
        clientId: 'quarry-smoke-test',
        scopes: [DRIVE_READONLY],
      }));
    });
    afterAll(() => emulators?.stop());

    const credentials = (geminiKey: string, token = driveToken) => ({
      GEMINI_API_KEY: geminiKey,
      GOOGLE_DRIVE_ACCESS_TOKEN: token,
      SMOKE_GEMINI_BASE_URL: emulators.url,
      SMOKE_DRIVE_ROOT_URL: emulators.url,
      SMOKE_QUESTION: 'What was Q3 2026 revenue by region, and why did Europe fall?',
      SMOKE_MAX_DOCUMENTS: '3',
    });

    // One research serves the two tests that read its output.
    let research: Promise<Run> | undefined;
    const oneResearch = () => {
      research ??= smokeReal(credentials(EMULATED_KEY));
      return research;
    };

    it('when credentials are set, then it prints the models, calls, tokens and opening of one research', async () => {
      const run = await oneResearch();

      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      const models = line(run.stdout, 'Models') ?? '';
      expect(models).toContain(DEFAULT_SYSTEM_SETTINGS.keywordGenerationStep1Model);
      expect(models).toContain(DEFAULT_SYSTEM_SETTINGS.queryPhaseSuccinctModel);
      expect(Number(line(run.stdout, 'Model calls')?.split(' ')[0])).toBeGreaterThan(0);
      const tokens = /^Tokens: prompt (\d+), output (\d+), thinking (\d+)$/m.exec(run.stdout);
      expect(Number(tokens?.[1])).toBeGreaterThan(0);
      expect(Number(tokens?.[2])).toBeGreaterThan(0);
      expect(line(run.stdout, 'Documents')).toMatch(/^3 read of \d+ found/);
      expect(line(run.stdout, 'Opening')).toMatch(/\w+.*\[\d+\]/);
    }, 30_000);

    it('when it runs, then neither the key nor the Drive token is printed', async () => {
      const run = await oneResearch();

      expect(run.code).toBe(0);
      expect(run.stdout + run.stderr).not.toContain(EMULATED_KEY);
      expect(run.stdout + run.stderr).not.toContain(driveToken);
    }, 30_000);

    it('when Gemini refuses the key, then it fails with exit 1 naming the refusal, before any Drive search', async () => {
      const run = await smokeReal(credentials(REFUSED_KEY));

      expect(run.code).toBe(1);
      expect(run.stderr).toContain('GEMINI.KEY_INVALID');
      expect(run.stdout).not.toContain('Keywords:');
      expect(run.stdout + run.stderr).not.toContain(REFUSED_KEY);
    }, 30_000);

    it('when Drive refuses the token, then it fails with exit 1 saying the credential was refused', async () => {
      const { token: withoutDrive } = emulators.context.tokens.issueAccessToken({
        email: MAYA,
        clientId: 'quarry-smoke-test',
        scopes: ['openid', 'email'],
      });

      const run = await smokeReal(credentials(EMULATED_KEY, withoutDrive));

      expect(run.code).toBe(1);
      expect(run.stderr).toContain('DRIVE.REAUTH_REQUIRED');
      expect(run.stderr).toContain('Drive refused the credential');
      expect(run.stdout + run.stderr).not.toContain(withoutDrive);
    }, 30_000);
  });
});
