import { describe, expect, it } from 'vitest';
import { CLOUD_REQUIRED, loadConfig } from './config';
import { CLOUD_SETTINGS } from './config-names';

describe('loadConfig', () => {
  it('when nothing is set, then local mode runs on port 8080 with data in .data and the emulators', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      mode: 'local',
      port: 8080,
      appOrigin: 'http://localhost:8080',
      dataDir: '.data',
      emulatorsUrl: 'http://127.0.0.1:9100',
    });
    expect(config.allowedOrigins).toEqual(['http://localhost:8080', 'http://127.0.0.1:8080']);
  });

  it('when cloud mode lacks required variables, then start-up fails naming every missing one', () => {
    const present = {
      QUARRY_MODE: 'cloud',
      APP_ORIGIN: 'https://quarry.example',
      SUPPORT_EMAIL: 'help@quarry.example',
    };
    const missing = CLOUD_REQUIRED.filter((name) => !(name in present));
    expect(() => loadConfig(present)).toThrow(
      `Missing required environment variables for cloud mode: ${missing.join(', ')}`,
    );
  });

  it('when cloud mode has every required variable, then only the app origin may make changes and no emulator is used', () => {
    const env = Object.fromEntries(CLOUD_REQUIRED.map((name) => [name, 'x']));
    const config = loadConfig({
      ...env,
      QUARRY_MODE: 'cloud',
      APP_ORIGIN: 'https://quarry.example/',
      SYS_ADMIN_EMAIL: 'Boss@Example.com',
      PORT: 'not-ours',
    });
    expect(config.allowedOrigins).toEqual(['https://quarry.example']);
    expect(config.emulatorsUrl).toBeUndefined();
    expect(config.sysAdminEmail).toBe('boss@example.com');
  });

  it('when cloud mode is given EMULATORS_URL and PUBSUB_EMULATOR_HOST, then the services and the queue use those emulators', () => {
    const env = Object.fromEntries(CLOUD_REQUIRED.map((name) => [name, 'x']));
    const config = loadConfig({
      ...env,
      QUARRY_MODE: 'cloud',
      APP_ORIGIN: 'https://quarry.example',
      SYS_ADMIN_EMAIL: 'boss@example.com',
      EMULATORS_URL: 'http://127.0.0.1:9100',
      PUBSUB_EMULATOR_HOST: '127.0.0.1:8086',
    });
    expect(config.emulatorsUrl).toBe('http://127.0.0.1:9100');
    expect(config.services.recaptcha.verifyUrl).toBe('http://127.0.0.1:9100/recaptcha/api/siteverify');
    expect(config.pubsubEmulatorHost).toBe('127.0.0.1:8086');
  });

  it('when choosing a folder for Google Docs, then locally it is the Drive emulator’s Picker page and in the cloud Google’s Picker with the configured key and project number', () => {
    const env = Object.fromEntries(CLOUD_REQUIRED.map((name) => [name, 'x']));

    const local = loadConfig({});
    const cloud = loadConfig({
      ...env,
      QUARRY_MODE: 'cloud',
      APP_ORIGIN: 'https://quarry.example',
      SYS_ADMIN_EMAIL: 'boss@example.com',
      GOOGLE_PICKER_API_KEY: 'AIza-picker',
      GOOGLE_PICKER_APP_ID: '123456789012',
    });

    expect(local.services.picker.pageUrl).toBe('http://127.0.0.1:9100/picker');
    expect(cloud.services.picker).toEqual({
      apiKey: 'AIza-picker',
      appId: '123456789012',
      pageUrl: undefined,
    });
  });

  it('when cloud mode is given KEY_WRAPPER=local, then start-up fails: the cloud wraps keys with Cloud KMS only', () => {
    const env = Object.fromEntries(CLOUD_REQUIRED.map((name) => [name, 'x']));

    expect(() =>
      loadConfig({
        ...env,
        QUARRY_MODE: 'cloud',
        APP_ORIGIN: 'https://quarry.example',
        SYS_ADMIN_EMAIL: 'boss@example.com',
        KEY_WRAPPER: 'local',
      }),
    ).toThrow('KEY_WRAPPER=local is for the local process only');
  });

  it('when no packing variable is set, then small documents share calls twenty at a time; one document a call turns packing off', () => {
    expect(loadConfig({}).research.packing).toEqual({
      budgetChars: 100_000,
      maxDocuments: 20,
      shareUpToChars: 20_000,
    });
    expect(loadConfig({ RESEARCH_PACK_MAX_DOCUMENTS: '1' }).research.packing.maxDocuments).toBe(1);
    expect(() => loadConfig({ RESEARCH_PACK_MAX_DOCUMENTS: '0' })).toThrow(/RESEARCH_PACK_MAX_DOCUMENTS/);
  });

  it('when a value is malformed, then start-up fails naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ QUARRY_MODE: 'staging' })).toThrow(/QUARRY_MODE/);
  });
});

describe('client address and rate limits', () => {
  const cloud = () => ({
    ...Object.fromEntries(CLOUD_REQUIRED.map((name) => [name, 'x'])),
    QUARRY_MODE: 'cloud',
    APP_ORIGIN: 'https://quarry.example',
    SYS_ADMIN_EMAIL: 'boss@example.com',
  });

  it('when nothing is set, then only loopback proxies are trusted locally and three hops in the cloud', () => {
    expect(loadConfig({}).trustProxy).toBe('loopback');
    expect(loadConfig(cloud()).trustProxy).toBe(3);
  });

  it('when PARSE_THREADS is not set, then documents are parsed on two threads locally and on one in the cloud, where a 1 GiB function has less than a CPU', () => {
    expect(loadConfig({}).research.parseThreads).toBe(2);
    expect(loadConfig(cloud()).research.parseThreads).toBe(1);
    expect(loadConfig({ ...cloud(), PARSE_THREADS: '3' }).research.parseThreads).toBe(3);
  });

  it('when TRUST_PROXY is set, then a hop count or an address list is taken and anything else refused', () => {
    expect(loadConfig({ ...cloud(), TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
    expect(() => loadConfig({ TRUST_PROXY: 'all; rm -rf' })).toThrow(/TRUST_PROXY/);
  });

  it('when limits are set, then they replace the defaults of 30 sign-in starts a minute and 20 contact posts in 10 minutes', () => {
    expect(loadConfig({}).rateLimits).toEqual({
      signIn: { limit: 30, windowMs: 60_000 },
      contact: { limit: 20, windowMs: 600_000 },
    });
    const set = loadConfig({ RATE_LIMIT_SIGN_IN_PER_MINUTE: '5', RATE_LIMIT_CONTACT_PER_10_MINUTES: '2' });
    expect(set.rateLimits.signIn.limit).toBe(5);
    expect(set.rateLimits.contact.limit).toBe(2);
    expect(() => loadConfig({ RATE_LIMIT_SIGN_IN_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_SIGN_IN_PER_MINUTE/);
  });
});

describe('secrets bound to one function', () => {
  const settings = {
    ...Object.fromEntries(CLOUD_SETTINGS.map((name) => [name, 'x'])),
    QUARRY_MODE: 'cloud',
    APP_ORIGIN: 'https://quarry.example',
    SYS_ADMIN_EMAIL: 'boss@example.com',
  };

  it('when a function is bound to some secrets, then only those are required and a missing one is named', () => {
    expect(() => loadConfig(settings, { secrets: ['SENDGRID_API_KEY', 'LINK_SIGNING_SECRET'] })).toThrow(
      'Missing required environment variables for cloud mode: SENDGRID_API_KEY, LINK_SIGNING_SECRET',
    );

    const config = loadConfig(
      { ...settings, SENDGRID_API_KEY: 'SG.real', LINK_SIGNING_SECRET: 'a-long-signing-secret' },
      { secrets: ['SENDGRID_API_KEY', 'LINK_SIGNING_SECRET'] },
    );

    expect(config.services.mail.sendgridApiKey).toBe('SG.real');
    expect(config.services.mail.linkSigningSecret).toBe('a-long-signing-secret');
  });

  it('when a function reads a secret it is not bound to, then it fails naming that secret, even if the environment has one', () => {
    const config = loadConfig(
      { ...settings, SENDGRID_API_KEY: 'SG.real', STRIPE_SECRET_KEY: 'sk_live_from_a_dotenv_file' },
      { secrets: ['SENDGRID_API_KEY'] },
    );

    expect(() => config.services.stripe.secretKey).toThrow('STRIPE_SECRET_KEY is not bound to this function');
    expect(() => config.services.oauth.clientSecret).toThrow('GOOGLE_OAUTH_CLIENT_SECRET is not bound');
    expect(config.services.stripe.priceId).toBe('x');
  });

  it('when local mode is given no secrets, then every one has its local stand-in as before', () => {
    const config = loadConfig({}, { secrets: [] });

    expect(config.services.stripe.secretKey).toBe('sk_test_quarry_local');
    expect(config.services.oauth.clientSecret).toBe('quarry-local-secret');
  });
});
