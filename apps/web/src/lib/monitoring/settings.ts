import { type Deployment, deploymentFrom, type Env } from './environment.ts';
import { type ExternalScriptPlan, planExternalScripts, scriptSettingsFrom } from './external-scripts.ts';
import {
  type MonitoringConfig,
  monitoringConfigFrom,
  monitoringOrigin,
  replayEnabled,
} from './sentry-config.ts';

/**
 * Everything the storefront loads from monitoring and analytics services, read from the
 * environment when the process starts (like API_URL and MAP_STYLE_URL, not at build time:
 * docs/adr/0014), and what the Content-Security-Policy must allow for it.
 */
export type Monitoring = {
  deployment: Deployment;
  /** Sentry in the browser; undefined = no Sentry code on any page. */
  sentry: MonitoringConfig | undefined;
  external: ExternalScriptPlan;
};

/** Origins per CSP directive, and whether a worker may start from a blob: URL (Sentry's replay). */
export type MonitoringOrigins = {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
  blobWorker: boolean;
};

export function monitoringFrom(env: Env): { monitoring: Monitoring; warnings: string[] } {
  const { deployment, warnings: deploymentWarnings } = deploymentFrom(env);
  const sentry = monitoringConfigFrom(env, deployment);
  const scripts = scriptSettingsFrom(env, deployment);
  return {
    monitoring: {
      deployment,
      sentry: sentry.config,
      external: planExternalScripts(deployment, scripts.settings),
    },
    warnings: [...deploymentWarnings, ...sentry.warnings, ...scripts.warnings],
  };
}

/** What the page policy adds for monitoring: nothing at all when nothing is configured. */
export function monitoringOrigins(monitoring: Monitoring): MonitoringOrigins {
  const { origins } = monitoring.external;
  const sentry = monitoringOrigin(monitoring.sentry);
  return {
    script: origins.script,
    connect: [...new Set([...origins.connect, ...(sentry ? [sentry] : [])])],
    img: origins.img,
    frame: origins.frame,
    blobWorker: replayEnabled(monitoring.sentry),
  };
}

let current: Monitoring | undefined;

/** This process's monitoring (the environment does not change while it runs); warnings logged once. */
export function currentMonitoring(): Monitoring {
  if (!current) {
    const { monitoring, warnings } = monitoringFrom(process.env);
    for (const warning of warnings) console.warn(`[monitoring] ${warning}`);
    current = monitoring;
  }
  return current;
}
