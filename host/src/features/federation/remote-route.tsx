import { Suspense, use, useState, type ComponentType } from 'react';
import type {
  HomeSectionModule,
  RemoteName,
  RemoteRoutesModule,
} from '@club/shared-contracts/remote-modules';
import { Skeleton } from '@club/shared-ui/skeleton';
import { loadRemoteModule, resetRemote } from './remote-loader';
import { RemoteBoundary } from './remote-boundary';

// One promise per exposed module, so a remote's code is fetched once, when its first route or section renders.
const modules = new Map<string, Promise<unknown>>();

function remoteModule<T>(remote: RemoteName, exposed: string): Promise<T> {
  const key = `${remote}/${exposed}`;
  let promise = modules.get(key) as Promise<T> | undefined;
  if (!promise) {
    // A failure stays cached until the retry button forgets it: React renders a failed component again before
    // showing the boundary, and a fresh promise there would start the loading over and over.
    promise = loadRemoteModule<T>(remote, exposed);
    modules.set(key, promise);
  }
  return promise;
}

function forgetRemote(remote: RemoteName): void {
  for (const key of modules.keys()) if (key.startsWith(`${remote}/`)) modules.delete(key);
  resetRemote(remote);
}

function useRetry(remote: RemoteName): [number, () => void] {
  const [attempt, setAttempt] = useState(0);
  return [
    attempt,
    () => {
      forgetRemote(remote);
      setAttempt((current) => current + 1);
    },
  ];
}

function RouteComponent({ remote, routeId }: { remote: RemoteName; routeId: string }) {
  const { routes } = use(remoteModule<RemoteRoutesModule>(remote, './routes'));
  const Page = routes.find((candidate) => candidate.id === routeId)?.Component as ComponentType | undefined;
  if (!Page) throw new Error(`${remote} has no route ${routeId}`);
  return <Page />;
}

/** A page supplied by a remote's `./routes`, loaded when the route is first visited. */
export function RemoteRoute({ remote, routeId }: { remote: RemoteName; routeId: string }) {
  const [attempt, retry] = useRetry(remote);
  return (
    <RemoteBoundary key={attempt} label={`${remote} route ${routeId}`} onRetry={retry}>
      <Suspense fallback={<PageSkeleton />}>
        <RouteComponent remote={remote} routeId={routeId} />
      </Suspense>
    </RemoteBoundary>
  );
}

function SectionComponent({ remote, exposed }: { remote: RemoteName; exposed: string }) {
  const { HomeSection } = use(remoteModule<HomeSectionModule>(remote, exposed));
  return <HomeSection />;
}

/** A home page section supplied by a remote, failing on its own. */
export function RemoteSection({ remote, exposed }: { remote: RemoteName; exposed: string }) {
  const [attempt, retry] = useRetry(remote);
  return (
    <RemoteBoundary key={attempt} label={`${remote} section ${exposed}`} onRetry={retry}>
      <Suspense fallback={<Skeleton shape="rect" height={240} />}>
        <SectionComponent remote={remote} exposed={exposed} />
      </Suspense>
    </RemoteBoundary>
  );
}

function PageSkeleton() {
  return (
    <div aria-busy="true">
      <Skeleton shape="line" width="40%" />
      <Skeleton shape="rect" height={320} />
    </div>
  );
}
