import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEPLOYMENTS } from './environment.ts';
import { planExternalScripts, type ScriptSettings, scriptSettingsFrom } from './external-scripts.ts';
import { monitoringFrom, monitoringOrigins } from './settings.ts';

const ALL: ScriptSettings = {
  performanceScriptUrl: 'https://perf.example/agent/loader.js',
  performanceConnectOrigins: ['https://beacon.perf.example'],
  clarityProjectId: 'abc123def',
  tagManagerId: 'GTM-TEST123',
  metaPixelId: '1234567890',
};

const kinds = (settings: ScriptSettings, deployment: (typeof DEPLOYMENTS)[number]) =>
  planExternalScripts(deployment, settings).scripts.map((script) => script.kind);

describe('external scripts per deployment', () => {
  it('production: monitoring, analytics, tag manager and pixel, with both <noscript> fallbacks', () => {
    const plan = planExternalScripts('production', ALL);
    expect(plan.scripts.map((script) => script.kind)).toEqual([
      'performance',
      'analytics',
      'tag-manager',
      'ad-pixel',
    ]);
    expect(plan.noscripts).toEqual([
      {
        kind: 'tag-manager',
        element: 'iframe',
        src: 'https://www.googletagmanager.com/ns.html?id=GTM-TEST123',
      },
      {
        kind: 'ad-pixel',
        element: 'img',
        src: 'https://www.facebook.com/tr?id=1234567890&ev=PageView&noscript=1',
      },
    ]);
    const tagManager = plan.scripts.find((script) => script.kind === 'tag-manager');
    expect(tagManager?.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST123');
    expect(plan.scripts.find((script) => script.kind === 'ad-pixel')?.init).toContain('"init","1234567890"');
  });

  it('development and staging: no tag manager, no pixel, no <noscript>, even with their ids set', () => {
    for (const deployment of ['development', 'staging'] as const) {
      const plan = planExternalScripts(deployment, ALL);
      expect(plan.scripts.map((script) => script.kind)).toEqual(['performance', 'analytics']);
      expect(plan.noscripts).toEqual([]);
      expect(plan.origins.frame).toEqual([]);
      expect(plan.origins.script).not.toContain('https://www.googletagmanager.com');
      expect(plan.origins.script).not.toContain('https://connect.facebook.net');
    }
  });

  it('no ids → no script, no fallback, no origin, in every deployment', () => {
    for (const deployment of DEPLOYMENTS) {
      expect(planExternalScripts(deployment, {})).toEqual({
        scripts: [],
        noscripts: [],
        origins: { script: [], connect: [], img: [], frame: [] },
      });
    }
  });

  it('never blocks rendering: every script loads after hydration or when idle', () => {
    for (const script of planExternalScripts('production', ALL).scripts) {
      expect(['afterInteractive', 'lazyOnload']).toContain(script.strategy);
    }
  });

  it('allows exactly the origins of what it loads', () => {
    expect(planExternalScripts('production', ALL).origins).toEqual({
      script: [
        'https://perf.example',
        'https://www.clarity.ms',
        'https://*.clarity.ms',
        'https://www.googletagmanager.com',
        'https://connect.facebook.net',
      ],
      connect: [
        'https://beacon.perf.example',
        'https://*.clarity.ms',
        'https://www.googletagmanager.com',
        'https://www.facebook.com',
      ],
      img: [
        'https://*.clarity.ms',
        'https://c.bing.com',
        'https://www.googletagmanager.com',
        'https://www.facebook.com',
      ],
      frame: ['https://www.googletagmanager.com'],
    });
    expect(
      planExternalScripts('development', { performanceScriptUrl: ALL.performanceScriptUrl }).origins,
    ).toEqual({
      script: ['https://perf.example'],
      connect: [],
      img: [],
      frame: [],
    });
  });

  it('every script origin of any plan is allowed by the plan (property)', () => {
    const settings = fc.record(
      {
        performanceScriptUrl: fc.constantFrom('https://a.example/x.js', 'http://b.example:8080/y.js'),
        clarityProjectId: fc.constantFrom('abcdef', 'z9z9z9z9'),
        tagManagerId: fc.constantFrom('GTM-ABCD', 'GTM-5XY7Z'),
        metaPixelId: fc.constantFrom('123456', '98765432101'),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(settings, fc.constantFrom(...DEPLOYMENTS), (chosen, deployment) => {
        const plan = planExternalScripts(deployment, chosen);
        for (const script of plan.scripts) expect(plan.origins.script).toContain(new URL(script.src).origin);
        for (const fallback of plan.noscripts) {
          const directive = fallback.element === 'iframe' ? plan.origins.frame : plan.origins.img;
          expect(directive).toContain(new URL(fallback.src).origin);
        }
        if (deployment !== 'production') expect(plan.noscripts).toEqual([]);
      }),
    );
  });
});

describe('script settings from the environment', () => {
  it('reads every id, the deployment-specific one first', () => {
    const { settings, warnings } = scriptSettingsFrom(
      {
        PERFORMANCE_SCRIPT_URL: 'https://perf.example/shared.js',
        PERFORMANCE_SCRIPT_URL_STAGING: 'https://perf.example/staging.js',
        PERFORMANCE_CONNECT_ORIGINS: 'https://beacon.example/path, https://other.example',
        CLARITY_PROJECT_ID: 'abc123def',
        GTM_CONTAINER_ID: 'GTM-TEST123',
        META_PIXEL_ID: '1234567890',
      },
      'staging',
    );
    expect(warnings).toEqual([]);
    expect(settings).toEqual({
      performanceScriptUrl: 'https://perf.example/staging.js',
      performanceConnectOrigins: ['https://beacon.example', 'https://other.example'],
      clarityProjectId: 'abc123def',
      tagManagerId: 'GTM-TEST123',
      metaPixelId: '1234567890',
    });
  });

  it('drops values of the wrong shape with a warning: nothing of them reaches a page', () => {
    const { settings, warnings } = scriptSettingsFrom(
      {
        PERFORMANCE_SCRIPT_URL: 'javascript:alert(1)',
        CLARITY_PROJECT_ID: 'x"></script>',
        GTM_CONTAINER_ID: "GTM-1');alert(1);//",
        META_PIXEL_ID: '12ab',
        PERFORMANCE_CONNECT_ORIGINS: 'nope https://ok.example',
      },
      'production',
    );
    expect(settings).toEqual({ performanceConnectOrigins: ['https://ok.example'] });
    expect(warnings).toHaveLength(5);
    expect(kinds(settings, 'production')).toEqual([]);
  });
});

describe('what the page policy adds for monitoring', () => {
  it('nothing when nothing is configured', () => {
    expect(monitoringOrigins(monitoringFrom({ APP_ENV: 'production' }).monitoring)).toEqual({
      script: [],
      connect: [],
      img: [],
      frame: [],
      blobWorker: false,
    });
  });

  it("Sentry's envelope origin in connect-src and replay's blob: worker", () => {
    const origins = monitoringOrigins(
      monitoringFrom({
        APP_ENV: 'development',
        SENTRY_DSN: 'https://k@o1.ingest.example/2',
        GTM_CONTAINER_ID: 'GTM-ABCD',
      }).monitoring,
    );
    expect(origins).toEqual({
      script: [],
      connect: ['https://o1.ingest.example'],
      img: [],
      frame: [],
      blobWorker: true,
    });
  });
});
