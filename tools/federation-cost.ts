// The cost of federation, for the benchmark: the same apps built once as a single bundle (the host's single-bundle
// build mode, single-bundle.mjs), served like the host with the API proxy, beside the federated site; and the report's
// table of both with their ratio on a few key pages.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { startHostServer } from './site.ts';
import { singleBundleFolder } from './single-bundle.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** The target: the federated site's LCP at most 10 % slower than the single bundle's. */
export const lcpRatioTarget = 1.1;

/** Builds the host and every remote as one bundle, into host/dist-single (the host's `build:single`). */
export function buildSingleBundle(): void {
  execFileSync(
    path.join(root, 'node_modules', '.bin', 'webpack'),
    ['--mode', 'production', '--env', 'single'],
    { cwd: path.join(root, 'host'), stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

/** Serves the single bundle as the host is served, forwarding /api and /uploads to the club API at `apiUrl`. */
export function startSingleBundle(
  apiUrl: string,
  port: number,
): Promise<{ url: string; stop: () => Promise<void> }> {
  return startHostServer({ root: singleBundleFolder, apiUrl, port, name: 'the single bundle' });
}

/** One build's figures on one page. */
export interface BuildFigures {
  /** JavaScript of the first view, gzip. */
  jsBytes: number;
  /** Requests of the first view. */
  requests: number;
  /** Lighthouse mobile LCP, median of the runs, in ms. */
  lcp: number;
}

/** A page measured on both builds. */
export interface FederationCost {
  path: string;
  federated: BuildFigures;
  single: BuildFigures;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ratio = (federated: number, single: number) => federated / single;
const times = (value: number) => `${value.toFixed(2)}x`;

/** Whether the federated site's LCP on a page is within the target. */
export const withinLcpTarget = ({ federated, single }: FederationCost): boolean =>
  ratio(federated.lcp, single.lcp) <= lcpRatioTarget;

/** The report's table: each page's figures on both builds and the federated to single ratio, then the target. */
export function federationCostTable(costs: FederationCost[], lighthouseRuns: number): string[] {
  const met = costs.filter(withinLcpTarget).length;
  return [
    '| page | JavaScript (gzip): federated / single | ratio | requests: federated / single | ratio | LCP (mobile): federated / single | ratio |',
    '|---|---|---|---|---|---|---|',
    ...costs.map((cost) => {
      const { path: page, federated, single } = cost;
      const lcpRatio = ratio(federated.lcp, single.lcp);
      return `| ${page} | ${kb(federated.jsBytes)} / ${kb(single.jsBytes)} | ${times(ratio(federated.jsBytes, single.jsBytes))} | ${federated.requests} / ${single.requests} | ${times(ratio(federated.requests, single.requests))} | ${seconds(federated.lcp)} / ${seconds(single.lcp)} | ${times(lcpRatio)} (${withinLcpTarget(cost) ? 'within' : 'OVER'}) |`;
    }),
    '',
    `Target: the federated site's LCP at most ${Math.round((lcpRatioTarget - 1) * 100)} % slower than the single bundle's (ratio at most ${times(lcpRatioTarget)}); met on ${met} of ${costs.length} pages. LCP is the median of ${lighthouseRuns} Lighthouse mobile runs of each build, run in turn.`,
  ];
}

/** A page's LCP on both builds with one part of the mobile preset's simulation taken away, in ms. */
export interface LcpWithoutPart {
  path: string;
  /** The part taken away, as the report names it ('round trips of 0 ms'). */
  part: string;
  federated: number;
  single: number;
}

/**
 * The report's table of where the federated site's extra time goes: each page's LCP on both builds and their
 * difference, under the preset and with each part of it taken away. A difference that stays when the throughput is
 * lifted is the federated page's chain of requests, not its bytes.
 */
export function federationCostByPartTable(costs: FederationCost[], parts: LcpWithoutPart[]): string[] {
  const names = [...new Set(parts.map(({ part }) => part))];
  const cellOf = (federated: number, single: number) =>
    `${seconds(federated)} / ${seconds(single)} (+${Math.round(federated - single)} ms)`;
  return [
    `| page | mobile preset | ${names.join(' | ')} |`,
    `|---|---|${names.map(() => '---|').join('')}`,
    ...costs.map(({ path: page, federated, single }) => {
      const cells = names.map((name) => {
        const run = parts.find((candidate) => candidate.path === page && candidate.part === name);
        return run ? cellOf(run.federated, run.single) : '—';
      });
      return `| ${page} | ${[cellOf(federated.lcp, single.lcp), ...cells].join(' | ')} |`;
    }),
  ];
}
