/**
 * Which deployment this process serves (APP_ENV), apart from NODE_ENV: every deployed storefront
 * runs a production build (`NODE_ENV=production`), staging included, so the build mode cannot tell
 * a staging site from the live one. The monitoring and analytics tags are chosen by this
 * (docs/adr/0014).
 */
export const DEPLOYMENTS = ['development', 'staging', 'production'] as const;
export type Deployment = (typeof DEPLOYMENTS)[number];

export type Env = Record<string, string | undefined>;

const isDeployment = (value: string): value is Deployment =>
  (DEPLOYMENTS as readonly string[]).includes(value);

/**
 * APP_ENV, case-insensitive; unset → development. Anything else is also development, with a
 * warning: the production-only tags (tag manager, ad pixel) must never fire from a typo.
 */
export function deploymentFrom(env: Env): { deployment: Deployment; warnings: string[] } {
  const raw = (env.APP_ENV ?? '').trim().toLowerCase();
  if (raw === '') return { deployment: 'development', warnings: [] };
  if (isDeployment(raw)) return { deployment: raw, warnings: [] };
  return {
    deployment: 'development',
    warnings: [
      `APP_ENV=${JSON.stringify(env.APP_ENV)} is not development, staging or production: development is used`,
    ],
  };
}

/**
 * A setting for this deployment: `NAME_STAGING` (the deployment's own, in upper case) wins over
 * `NAME`, so one environment file can carry every deployment's ids and APP_ENV picks.
 */
export function settingFor(env: Env, name: string, deployment: Deployment): string | undefined {
  const own = env[`${name}_${deployment.toUpperCase()}`]?.trim();
  if (own) return own;
  const shared = env[name]?.trim();
  return shared || undefined;
}
