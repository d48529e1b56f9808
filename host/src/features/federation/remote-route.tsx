import { Suspense, use, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import type {
  HomeSectionModule,
  RemoteName,
  RemoteRoutesModule,
  WidgetModule,
} from '@club/shared-contracts/remote-modules';
import { HomeSectionSkeleton, type HomeSectionShape } from '@club/shared-ui/home-section';
import { Skeleton } from '@club/shared-ui/skeleton';
import { NearViewportPart } from '../../lib/near-viewport-part';
import { loadRemoteModule, resetRemote } from './remote-loader';
import { PartBoundary, PartFallback } from '../../lib/part-boundary';
import { markPageAwaited, markPageShown } from '../../lib/interactive-mark';

// One promise per exposed module, so a remote's code is fetched once, when its first route or section renders.
const modules = new Map<string, Promise<unknown>>();

function remoteModule<T>(remote: RemoteName, exposed: string): Promise<T> {
  const key = `${remote}/${exposed}`;
  let promise = modules.get(key) as Promise<T> | undefined;
  if (!promise) {
    // A failure stays cached until the retry button forgets it: React renders a failed component again before
    // showing the boundary, and a fresh promise there would start the loading over and over.
    promise = settledForReact(loadRemoteModule<T>(remote, exposed));
    modules.set(key, promise);
  }
  return promise;
}

/**
 * A promise that tells React's `use` its outcome once settled (the `status` fields React reads), so a render that
 * finds the module loaded goes on at once instead of suspending: the browser hydrates a page whose code has arrived
 * in one pass, without leaving its remote part for later.
 */
function settledForReact<T>(promise: Promise<T>): Promise<T> {
  const tracked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  void tracked.then(
    (value) => {
      tracked.status = 'fulfilled';
      tracked.value = value;
    },
    (reason: unknown) => {
      tracked.status = 'rejected';
      tracked.reason = reason;
    },
  );
  return tracked;
}

/**
 * Starts loading a remote's exposed module ahead of its first render (the current page's, while the club's settings
 * load): the render then finds it loaded or under way. A failure is left for the render, which shows the fallback.
 */
export function preloadRemoteModule<T>(remote: RemoteName, exposed: string): Promise<T | undefined> {
  return remoteModule<T>(remote, exposed).catch(() => undefined);
}

/**
 * The host's server: forgets the remote modules that failed to load, so that the next page tries them again (in the
 * browser a failure stays until the retry button, see remoteModule). A remote none of whose modules loaded has its
 * entry fetched anew too (it may have been down); one with a module loaded keeps its entry, which every other of its
 * modules shares: fetching it again while they load would load it twice.
 */
export async function forgetFailedRemoteModules(): Promise<void> {
  const outcomes = await Promise.all(
    [...modules].map(([key, promise]) =>
      promise.then(
        () => ({ key, promise, loaded: true }),
        () => ({ key, promise, loaded: false }),
      ),
    ),
  );
  const remoteOf = (key: string) => key.slice(0, key.indexOf('/')) as RemoteName;
  const failed = outcomes.filter(
    (outcome) => !outcome.loaded && modules.get(outcome.key) === outcome.promise,
  );
  for (const { key } of failed) modules.delete(key);
  for (const remote of new Set(failed.map(({ key }) => remoteOf(key)))) {
    if (!outcomes.some((outcome) => outcome.loaded && remoteOf(outcome.key) === remote)) resetRemote(remote);
  }
}

/** Forgets a remote's modules and its entry: its next use loads it anew (a retry). */
function forgetRemoteModules(remote: RemoteName): void {
  for (const key of modules.keys()) if (key.startsWith(`${remote}/`)) modules.delete(key);
  resetRemote(remote);
}

function useRetry(remote: RemoteName): [number, () => void] {
  const [attempt, setAttempt] = useState(0);
  return [
    attempt,
    () => {
      forgetRemoteModules(remote);
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

/** Marks the page as shown once it commits: it sits beside the page, inside its boundaries. */
function PageShown() {
  useEffect(markPageShown, []);
  return null;
}

/**
 * A page supplied by a remote's `./routes`, loaded when the route is first visited. A page the server drew whose
 * code comes after the shell hydrated stays as drawn until it arrives, and only then answers input.
 */
export function RemoteRoute({ remote, routeId }: { remote: RemoteName; routeId: string }) {
  const [attempt, retry] = useRetry(remote);
  useEffect(markPageAwaited, []);
  return (
    <PartBoundary
      key={attempt}
      label={`${remote} route ${routeId}`}
      fallback={
        <>
          <PartFallback onRetry={retry} />
          <PageShown />
        </>
      }
    >
      <Suspense fallback={<PageSkeleton />}>
        <RouteComponent remote={remote} routeId={routeId} />
        <PageShown />
      </Suspense>
    </PartBoundary>
  );
}

function SectionComponent({ remote, exposed }: { remote: RemoteName; exposed: string }) {
  const { HomeSection } = use(remoteModule<HomeSectionModule>(remote, exposed));
  return <HomeSection />;
}

/** Props of RemoteSection. */
export interface RemoteSectionProps {
  remote: RemoteName;
  exposed: string;
  /** How the section looks while it loads: its skeleton holds the section's final size until its code arrives. */
  shape: HomeSectionShape;
}

/** Props of NearViewportSection. */
export interface NearViewportSectionProps {
  /** What a failure is logged under. */
  label: string;
  /** How the section looks while it loads: its skeleton holds the section's final size until its code arrives. */
  shape: HomeSectionShape;
  /** The section, whose code is lazy: it suspends until its code is there. */
  children: ReactNode;
}

/**
 * A home page section below the first view, failing on its own: a section whose code cannot load or throws
 * disappears, logged only (document 2, 8: home sections' load failures are logged only), while every other section
 * renders. The host's server draws it whole, with its data; the browser loads its code, and hydrates it, when it
 * comes near the viewport (NearViewportPart), and after a navigation draws its skeleton until then. Sections below
 * the fold do not weigh on the first view.
 */
export function NearViewportSection({ label, shape, children }: NearViewportSectionProps) {
  return (
    <PartBoundary label={label} fallback={null}>
      <NearViewportPart fallback={<HomeSectionSkeleton shape={shape} />}>{children}</NearViewportPart>
    </PartBoundary>
  );
}

/** A home page section supplied by a remote: its remote's code loads as the section nears the viewport. */
export function RemoteSection({ remote, exposed, shape }: RemoteSectionProps) {
  return (
    <NearViewportSection label={`${remote} section ${exposed}`} shape={shape}>
      <SectionComponent remote={remote} exposed={exposed} />
    </NearViewportSection>
  );
}

function WidgetComponent({ remote, exposed }: { remote: RemoteName; exposed: string }) {
  const { Widget } = use(remoteModule<WidgetModule>(remote, exposed));
  return <Widget />;
}

/** A widget supplied by a remote (the shop's search box), failing on its own. */
export function RemoteWidget({ remote, exposed }: { remote: RemoteName; exposed: string }) {
  const [attempt, retry] = useRetry(remote);
  return (
    <PartBoundary
      key={attempt}
      label={`${remote} widget ${exposed}`}
      fallback={<PartFallback onRetry={retry} />}
    >
      <Suspense fallback={<Skeleton shape="line" width="12rem" />}>
        <WidgetComponent remote={remote} exposed={exposed} />
      </Suspense>
    </PartBoundary>
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
