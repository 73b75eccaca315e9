import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

type Module<T> = { default: T };
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own constraint on the component type
type AnyComponent = ComponentType<any>;
export type PreloadableLazy<T extends AnyComponent> = LazyExoticComponent<T> & { preload(): Promise<unknown> };

/**
 * `React.lazy` that can be loaded ahead of its first render, and then renders without suspending.
 * A plain lazy suspends on its first render even when its module has arrived (its promise settles
 * a tick later): the first page then committed a fallback and React held the page's own content
 * back for its 300 ms reveal throttle (issue 30: the promotions heading, that page's largest paint,
 * came ~0.5 s after its code). Here a module already loaded is handed over synchronously.
 */
export function preloadableLazy<T extends AnyComponent>(load: () => Promise<Module<T>>): PreloadableLazy<T> {
  let loaded: Module<T> | undefined;
  let loading: Promise<Module<T>> | undefined;
  const preload = () => {
    loading ??= load().then((m) => {
      loaded = m;
      return m;
    });
    return loading;
  };
  // React reads a thenable that calls back at once as already resolved (react's lazyInitializer).
  const Component = lazy(() =>
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose, see above
    loaded ? ({ then: (done: (m: Module<T>) => void) => done(loaded as Module<T>) } as Promise<Module<T>>) : preload(),
  );
  return Object.assign(Component, { preload });
}
