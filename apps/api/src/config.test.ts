import { describe, expect, it } from 'vitest';
import { loadConfig, readPaymentConfig } from './config.ts';

describe('loadConfig: storage', () => {
  it('uses local disk by default', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'local' });
    expect(loadConfig({ STORAGE: 'LOCAL' }).storage).toEqual({ kind: 'local' });
  });

  it('reads an S3 bucket with defaults for region, endpoint and public URL', () => {
    const config = loadConfig({
      STORAGE: 's3',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      endpoint: 'https://s3.ap-northeast-1.amazonaws.com',
      bucket: 'media',
      region: 'ap-northeast-1',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
      sessionToken: '',
      publicBaseUrl: '',
    });
  });

  it('takes the AWS_* credential names and an explicit endpoint and CDN', () => {
    const config = loadConfig({
      STORAGE: 's3',
      S3_BUCKET: 'media',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_PUBLIC_URL: 'https://cdn.example.jp',
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: 'aws-id',
      AWS_SECRET_ACCESS_KEY: 'aws-secret',
      AWS_SESSION_TOKEN: 'aws-session',
    });
    expect(config.storage).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      accessKeyId: 'aws-id',
      secretAccessKey: 'aws-secret',
      sessionToken: 'aws-session',
      publicBaseUrl: 'https://cdn.example.jp',
    });
  });

  it('refuses to start with an incomplete S3 setting or an unknown kind, naming the variable', () => {
    expect(() => loadConfig({ STORAGE: 's3', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 's' })).toThrow(
      'S3_BUCKET is required when STORAGE=s3',
    );
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id' })).toThrow(
      'S3_SECRET_ACCESS_KEY is required',
    );
    expect(() => loadConfig({ STORAGE: 'gcs' })).toThrow('STORAGE must be "local" or "s3"');
  });
});

describe('loadConfig: OAuth redirect', () => {
  it('defaults to the storefront callback of each provider', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://hatake.example/' }).oauth.redirectUrl).toBe(
      'https://hatake.example/auth/{provider}/signin',
    );
  });
});

describe('loadConfig: TRUST_PROXY', () => {
  it('trust proxy: believes X-Forwarded-For from loopback only by default, not from private networks', () => {
    expect(loadConfig({}).trustProxy).toEqual(['loopback']);
    expect(loadConfig({ TRUST_PROXY: '  ' }).trustProxy).toEqual(['loopback']);
  });

  it('reads true, false or a list of addresses, CIDRs and presets', () => {
    expect(loadConfig({ TRUST_PROXY: 'TRUE' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.7 ,,192.168.1.0/24' }).trustProxy).toEqual([
      'loopback',
      '10.0.0.7',
      '192.168.1.0/24',
    ]);
  });
});

describe('loadConfig: READ_CACHE_MS', () => {
  it('reuses public reads for 1 s by default, never in tests', () => {
    expect(loadConfig({}).readCacheMs).toBe(1000);
    expect(loadConfig({ NODE_ENV: 'test' }).readCacheMs).toBe(0);
    expect(loadConfig({ READ_CACHE_MS: '250' }).readCacheMs).toBe(250);
  });

  it('refuses more than 1 s: no process may answer older data (docs/adr/0015)', () => {
    expect(() => loadConfig({ READ_CACHE_MS: '1001' })).toThrow('READ_CACHE_MS must be at most 1000');
    expect(() => loadConfig({ READ_CACHE_MS: '-1' })).toThrow('READ_CACHE_MS');
  });
});

describe('loadConfig: CODE_RESEND_SECONDS', () => {
  it('one code mail per address a minute unless set; a non-number or a negative is refused', () => {
    expect(loadConfig({}).codeResendSeconds).toBe(60);
    expect(loadConfig({ CODE_RESEND_SECONDS: '' }).codeResendSeconds).toBe(60);
    expect(loadConfig({ CODE_RESEND_SECONDS: '0' }).codeResendSeconds).toBe(60);
    expect(loadConfig({ CODE_RESEND_SECONDS: '8' }).codeResendSeconds).toBe(8);
    expect(() => loadConfig({ CODE_RESEND_SECONDS: 'soon' })).toThrow(/CODE_RESEND_SECONDS/);
    expect(() => loadConfig({ CODE_RESEND_SECONDS: '-5' })).toThrow(/CODE_RESEND_SECONDS/);
  });
});

describe('readPaymentConfig', () => {
  it('defaults to the sandbox with a per-process key', () => {
    expect(readPaymentConfig({})).toEqual({ provider: 'sandbox', sandboxSecret: '' });
    expect(readPaymentConfig({ PAYMENT_SANDBOX_SECRET: 'sixteen-chars-ok' })).toEqual({
      provider: 'sandbox',
      sandboxSecret: 'sixteen-chars-ok',
    });
  });

  it('reads KOMOJU’s keys, and refuses to start without them', () => {
    expect(
      readPaymentConfig({
        PAYMENT_PROVIDER: 'komoju',
        KOMOJU_SECRET_KEY: 'sk_1',
        KOMOJU_WEBHOOK_SECRET: 'wh',
      }),
    ).toEqual({
      provider: 'komoju',
      secretKey: 'sk_1',
      webhookSecret: 'wh',
      apiBase: 'https://komoju.com/api/v1',
    });
    expect(() => readPaymentConfig({ PAYMENT_PROVIDER: 'komoju', KOMOJU_SECRET_KEY: 'sk_1' })).toThrow(
      'KOMOJU_WEBHOOK_SECRET',
    );
  });

  it('refuses unknown providers and short sandbox secrets', () => {
    expect(() => readPaymentConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow('sandbox or komoju');
    expect(() => readPaymentConfig({ PAYMENT_SANDBOX_SECRET: 'short' })).toThrow('at least 16');
  });
});
