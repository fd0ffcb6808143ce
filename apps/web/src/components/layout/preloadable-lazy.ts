import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type ComponentModule<Props> = { default: ComponentType<Props> };

export type PreloadableLazy<Props> = LazyExoticComponent<ComponentType<Props>> & {
  /** Loads the module now (once); the component then renders at once, without its Suspense fallback. */
  preload: () => Promise<unknown>;
};

/**
 * React's `lazy`, with a `preload` for a module that can be loaded ahead of its first render (the signed-in frame while
 * a person types their password). Plain `lazy` suspends at its first render even when its module is already in the
 * browser (its import's promise settles a microtask later), and React reveals what a Suspense boundary held back at
 * least 300 ms after the boundary's fallback appeared: a whole third of a second on the way to the first card
 * (ADR 0153). Once preloaded, the factory hands `lazy` a thenable that calls back at once, and React renders the
 * component in the same pass.
 */
export function preloadableLazy<Props>(load: () => Promise<ComponentModule<Props>>): PreloadableLazy<Props> {
  let loaded: ComponentModule<Props> | undefined;
  let loading: Promise<ComponentModule<Props>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A failed load (offline) leaves nothing behind: the next preload, or the first render, loads again.
        loading = undefined;
        throw error;
      },
    ));
  const component = lazy(() => {
    if (!loaded) return preload();
    const module = loaded;
    // `lazy` calls `then` once and renders the module if the callback ran before `then` returned.
    const settled = { then: (onFulfilled: (value: ComponentModule<Props>) => void) => onFulfilled(module) };
    return settled as unknown as Promise<ComponentModule<Props>>;
  });
  return Object.assign(component, { preload });
}
