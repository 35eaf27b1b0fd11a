import { type ComponentType, lazy, type ReactElement, useState } from 'react';

/**
 * A lazily loaded module that remembers it has arrived. Loading starts at the first `load()` (a
 * preload, or the first render of a page that uses it) and happens once; a failed load may be tried
 * again.
 */
export interface PageModule<M> {
  load(): Promise<M>;
  /** The module, once it has arrived. */
  readonly loaded: M | undefined;
}

export function pageModule<M>(importModule: () => Promise<M>): PageModule<M> {
  let pending: Promise<M> | undefined;
  let loaded: M | undefined;
  return {
    load() {
      pending ??= importModule().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      );
      return pending;
    },
    get loaded() {
      return loaded;
    },
  };
}

type Pages<K extends string> = PageModule<Record<K, ComponentType>>;

/** One React.lazy per page of a module, made on first use and kept (a new one would remount). */
const lazies = new WeakMap<Pages<string>, Map<string, ComponentType>>();
function lazyOf<K extends string>(module: Pages<K>, name: K): ComponentType {
  let byName = lazies.get(module as Pages<string>);
  if (!byName) {
    byName = new Map();
    lazies.set(module as Pages<string>, byName);
  }
  let Lazy = byName.get(name);
  if (!Lazy) {
    Lazy = lazy<ComponentType>(async () => ({ default: (await module.load())[name] }));
    byName.set(name, Lazy);
  }
  return Lazy;
}

function LoadedOrLazy<K extends string>({ module, name }: { module: Pages<K>; name: K }) {
  const [Component] = useState((): ComponentType => module.loaded?.[name] ?? lazyOf(module, name));
  return <Component />;
}

/**
 * `React.lazy` for a page, except that a page whose code has already arrived (preloaded beside the
 * session check) renders at once instead of suspending. React.lazy suspends on its first render
 * whatever the state of the import, and a Suspense fallback, once committed, holds the content back
 * for React's 300 ms reveal throttle: a signed-in /passes, its code and lists loaded at 230 ms,
 * appeared at 700 ms. The choice is made when the page mounts and kept, so a page never remounts.
 * Render it inside a Suspense boundary.
 */
export function lazyPage<K extends string>(module: Pages<K>, name: K): ReactElement {
  // Keyed by the page: every route's element is a LoadedOrLazy in the same place, and without a key a
  // navigation kept the page chosen on mount (the join page stayed on screen at /passes/:id).
  return <LoadedOrLazy key={name} module={module} name={name} />;
}
