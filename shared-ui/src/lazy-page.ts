// A page whose code loads on its first visit, and which can be told to start loading sooner: the host does so for
// the page at the address while the club's settings load.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A lazily loaded page with a way to start loading its code ahead of its first render. */
export type LazyPage<P extends object> = LazyExoticComponent<ComponentType<P>> & {
  preload: () => Promise<unknown>;
};

/** A page loaded by `load` on its first render, or earlier by `preload()`; the code is fetched once either way. */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const once = () => (loading ??= load());
  const page = lazy(() => once().then((component) => ({ default: component })));
  return Object.assign(page, { preload: once });
}
