import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deploymentFrom, settingFor } from './environment.ts';
import {
  monitoringConfigFrom,
  monitoringOrigin,
  parseDsn,
  parseRate,
  replayEnabled,
} from './sentry-config.ts';

const DSN = 'https://0123abcd@o42.ingest.sentry.example/7';

describe('deployment (APP_ENV)', () => {
  it('is development when unset, and for an unknown value with a warning', () => {
    expect(deploymentFrom({})).toEqual({ deployment: 'development', warnings: [] });
    expect(deploymentFrom({ APP_ENV: ' Production ' })).toEqual({ deployment: 'production', warnings: [] });
    expect(deploymentFrom({ APP_ENV: 'staging' }).deployment).toBe('staging');
    const typo = deploymentFrom({ APP_ENV: 'prod' });
    expect(typo.deployment).toBe('development');
    expect(typo.warnings[0]).toContain('APP_ENV');
  });

  it("a deployment's own setting wins over the shared one", () => {
    const env = { X: 'shared', X_STAGING: 'staging-only' };
    expect(settingFor(env, 'X', 'staging')).toBe('staging-only');
    expect(settingFor(env, 'X', 'production')).toBe('shared');
    expect(settingFor({ X: '  ' }, 'X', 'production')).toBeUndefined();
  });
});

describe('monitoring configuration from the environment', () => {
  it('is off without a DSN: nothing else is read', () => {
    expect(monitoringConfigFrom({ SENTRY_TRACES_SAMPLE_RATE: '0.3' }, 'production')).toEqual({
      config: undefined,
      warnings: [],
    });
  });

  it('is off, with a warning, for something that is not a DSN', () => {
    for (const dsn of [
      'not a url',
      'https://o42.ingest.example/7',
      'ftp://k@host/7',
      'https://k@host/project',
    ]) {
      const { config, warnings } = monitoringConfigFrom({ SENTRY_DSN: dsn }, 'production');
      expect(config, dsn).toBeUndefined();
      expect(warnings, dsn).toHaveLength(1);
    }
  });

  it('takes every public setting, the environment defaulting to the deployment', () => {
    const { config, warnings } = monitoringConfigFrom(
      {
        SENTRY_DSN: DSN,
        SENTRY_TRACES_SAMPLE_RATE: '0.5',
        SENTRY_PROFILES_SAMPLE_RATE: '0.25',
        SENTRY_REPLAYS_SESSION_SAMPLE_RATE: '0.2',
        SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE: '1',
      },
      'staging',
    );
    expect(warnings).toEqual([]);
    expect(config).toEqual({
      dsn: DSN,
      environment: 'staging',
      tracesSampleRate: 0.5,
      profilesSampleRate: 0.25,
      replaysSessionSampleRate: 0.2,
      replaysOnErrorSampleRate: 1,
    });
    expect(
      monitoringConfigFrom({ SENTRY_DSN: DSN, SENTRY_ENVIRONMENT: 'stg-2' }, 'staging').config?.environment,
    ).toBe('stg-2');
  });

  it('uses the defaults for unset rates', () => {
    const { config } = monitoringConfigFrom({ SENTRY_DSN: DSN }, 'production');
    expect(config).toMatchObject({
      tracesSampleRate: 0.1,
      profilesSampleRate: 0,
      replaysSessionSampleRate: 0,
      replaysOnErrorSampleRate: 1,
    });
  });

  it('turns an invalid rate off with a warning naming the setting, keeping the others', () => {
    const { config, warnings } = monitoringConfigFrom(
      { SENTRY_DSN: DSN, SENTRY_TRACES_SAMPLE_RATE: '1.5', SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE: '50%' },
      'production',
    );
    expect(config?.tracesSampleRate).toBe(0);
    expect(config?.replaysOnErrorSampleRate).toBe(0);
    expect(config?.profilesSampleRate).toBe(0);
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toContain('SENTRY_TRACES_SAMPLE_RATE');
    expect(warnings[1]).toContain('SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE');
  });

  it("a deployment's own DSN is used in that deployment only", () => {
    const env = { SENTRY_DSN_PRODUCTION: DSN };
    expect(monitoringConfigFrom(env, 'production').config?.dsn).toBe(DSN);
    expect(monitoringConfigFrom(env, 'staging').config).toBeUndefined();
  });

  it('sends to the DSN origin; replay is on when either replay rate is above 0', () => {
    const { config } = monitoringConfigFrom({ SENTRY_DSN: DSN }, 'production');
    expect(monitoringOrigin(config)).toBe('https://o42.ingest.sentry.example');
    expect(monitoringOrigin(undefined)).toBeUndefined();
    expect(replayEnabled(config)).toBe(true);
    expect(
      replayEnabled(
        monitoringConfigFrom({ SENTRY_DSN: DSN, SENTRY_REPLAYS_ON_ERROR_SAMPLE_RATE: '0' }, 'production')
          .config,
      ),
    ).toBe(false);
    expect(parseDsn('http://k@relay.local:9000/3')?.origin).toBe('http://relay.local:9000');
  });
});

describe('sample rates', () => {
  it('accepts every decimal from 0 to 1 as written', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), (thousandths) => {
        const text = (thousandths / 1000).toString();
        expect(parseRate('R', text, 0.7)).toEqual({ rate: thousandths / 1000 });
      }),
    );
  });

  it('never yields a rate outside 0..1, and warns exactly when it ignored the value', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const { rate, warning } = parseRate('R', text, 0.7);
        expect(rate).toBeGreaterThanOrEqual(0);
        expect(rate).toBeLessThanOrEqual(1);
        if (warning) expect(rate).toBe(0);
        if (text.trim() === '') expect(rate).toBe(0.7);
      }),
    );
  });

  it('refuses out-of-range and odd spellings', () => {
    for (const text of ['-0.1', '1.01', '2', 'NaN', 'Infinity', '1e-1', '0x1', '50%', '.']) {
      expect(parseRate('R', text, 0.7), text).toMatchObject({
        rate: 0,
        warning: expect.stringContaining('R='),
      });
    }
    expect(parseRate('R', '.5', 0)).toEqual({ rate: 0.5 });
    expect(parseRate('R', '1.0', 0)).toEqual({ rate: 1 });
  });
});
