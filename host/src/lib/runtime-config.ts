import type { RemotesConfig } from '@club/shared-contracts/remote-modules';

/** Deployment settings served beside the host (config.json): where the club's API is. */
export interface DeploymentConfig {
  /** The API origin; empty means the page's own origin. */
  apiOrigin: string;
}

async function fetchJson<T>(path: string): Promise<T> {
  const response = await fetch(path, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Reads the runtime remotes config and the deployment config, both overridable per deployment. */
export async function loadRuntimeConfig(): Promise<{
  remotes: Partial<RemotesConfig>;
  deployment: DeploymentConfig;
}> {
  const [remotes, deployment] = await Promise.all([
    // Without a remotes config the shell still starts: every remote route then shows its fallback.
    fetchJson<Partial<RemotesConfig>>('/remotes.json').catch((error: unknown) => {
      console.error('remotes.json could not be loaded', error);
      return {};
    }),
    fetchJson<Partial<DeploymentConfig>>('/config.json').catch((): Partial<DeploymentConfig> => ({})),
  ]);
  return { remotes, deployment: { apiOrigin: deployment.apiOrigin ?? '' } };
}
