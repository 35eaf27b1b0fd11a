/**
 * The app's router: the browser's history, a route table of paths with `:params` and `*`, links.
 * It keeps React Router's names and behaviour for the part of it the app used (declarative
 * routes, no loaders or actions) at a tenth of its weight on every first visit
 * (docs/decisions/026-own-router.md). History entries keep React Router's shape ({ usr, key, idx }),
 * so entries written by earlier builds still carry their state.
 */
import {
  type AnchorHTMLAttributes,
  Children,
  createContext,
  isValidElement,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export interface Location<State = unknown> extends Path {
  state: State;
  /** Unique per history entry ("default" for an entry the app did not create). */
  key: string;
}

/** An address: a path with its query and fragment, or the parts of one (missing parts: the current ones' path, none of the rest). */
export type To = string | Partial<Path>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Accepted for React Router's callers; the layout decides on scrolling (AppLayout). */
  preventScrollReset?: boolean;
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
}

interface HistoryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}

interface RouterValue {
  location: Location;
  navigate: NavigateFunction;
  /** The latest location, for callbacks that outlive a render. */
  current: { readonly location: Location };
}

const RouterContext = createContext<RouterValue | null>(null);

interface RouteValue {
  params: Readonly<Record<string, string | undefined>>;
  /** What the matched route's <Outlet /> renders. */
  outlet: ReactNode;
}

const RouteContext = createContext<RouteValue>({ params: {}, outlet: null });

function readLocation(): Location {
  const { pathname, search, hash } = window.location;
  const state = (window.history.state ?? {}) as HistoryState;
  return { pathname, search, hash, state: state.usr ?? null, key: state.key ?? 'default' };
}

const createKey = () => Math.random().toString(36).slice(2, 10);

/** The full address `to` names, seen from `from`. */
export function resolvePath(to: To, from: Path): Path {
  if (typeof to !== 'string') {
    return {
      pathname: to.pathname ?? from.pathname,
      search: to.search ? (to.search.startsWith('?') ? to.search : `?${to.search}`) : '',
      hash: to.hash ? (to.hash.startsWith('#') ? to.hash : `#${to.hash}`) : '',
    };
  }
  const url = new URL(to, `http://app${from.pathname}${from.search}`);
  return { pathname: url.pathname, search: url.search, hash: url.hash };
}

export const createPath = ({ pathname, search, hash }: Path) => `${pathname}${search}${hash}`;

export function useRouter(hook: string): RouterValue {
  const router = useContext(RouterContext);
  if (!router) throw new Error(`${hook} must be used inside <BrowserRouter>.`);
  return router;
}

/** Keeps the location in the browser's address and history; location changes render as transitions. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [location, setLocation] = useState(readLocation);
  const current = useRef({ location });
  current.current.location = location;
  const index = useRef(0);

  const update = useCallback((next: Location) => {
    current.current.location = next;
    startTransition(() => setLocation(next));
  }, []);

  useLayoutEffect(() => {
    const state = (window.history.state ?? {}) as HistoryState;
    if (state.idx === undefined) window.history.replaceState({ ...state, idx: 0 }, '');
    else index.current = state.idx;
    const onPop = () => {
      index.current = ((window.history.state ?? {}) as HistoryState).idx ?? 0;
      update(readLocation());
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [update]);

  const navigate = useCallback(
    ((to: To | number, options: NavigateOptions = {}) => {
      if (typeof to === 'number') {
        window.history.go(to);
        return;
      }
      const path = resolvePath(to, current.current.location);
      const key = createKey();
      const replace = options.replace === true;
      if (!replace) index.current += 1;
      const entry: HistoryState = { usr: options.state, key, idx: index.current };
      if (replace) window.history.replaceState(entry, '', createPath(path));
      else window.history.pushState(entry, '', createPath(path));
      update({ ...path, state: options.state ?? null, key });
    }) as NavigateFunction,
    [update],
  );

  const value = useMemo(() => ({ location, navigate, current: current.current }), [location, navigate]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

export function useLocation(): Location {
  return useRouter('useLocation').location;
}

/** One function for the app's lifetime: `to` is resolved against the location at the time of the call. */
export function useNavigate(): NavigateFunction {
  return useRouter('useNavigate').navigate;
}

export function useParams<K extends string = string>(): Readonly<Partial<Record<K, string>>> {
  return useContext(RouteContext).params as Readonly<Partial<Record<K, string>>>;
}

type SearchParamsInit = URLSearchParams | string | Record<string, string>;

export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
    options?: NavigateOptions,
  ) => void,
] {
  const { location, navigate, current } = useRouter('useSearchParams');
  const params = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const set = useCallback(
    (
      next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
      options?: NavigateOptions,
    ) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(current.location.search)) : next;
      const search = new URLSearchParams(init).toString();
      navigate({ search: search ? `?${search}` : '' }, options);
    },
    [navigate, current],
  );
  return [params, set];
}

export interface RouteProps {
  path?: string;
  element?: ReactNode;
  children?: ReactNode;
}

/** Declares a route inside <Routes>; it renders nothing itself. */
export function Route(_props: RouteProps): ReactNode {
  throw new Error('<Route> is only ever used as a child of <Routes>.');
}

export interface RouteEntry {
  path?: string;
  element: ReactNode;
  children: RouteEntry[];
}

export function routesOf(children: ReactNode): RouteEntry[] {
  const routes: RouteEntry[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement(child)) return;
    const props = (child as ReactElement<RouteProps>).props;
    routes.push({ path: props.path, element: props.element ?? null, children: routesOf(props.children) });
  });
  return routes;
}

export interface Match {
  route: RouteEntry;
  params: Record<string, string>;
}

/** How specific a pattern is, as React Router ranks them: static segments over `:params` over `*`. */
function rank(path: string): number {
  const segments = path.split('/').filter(Boolean);
  return segments.reduce(
    (score, segment) => score + (segment === '*' ? -2 : segment.startsWith(':') ? 3 : 10),
    segments.length,
  );
}

/** The params of `pathname` under `pattern` (case-insensitive, a trailing slash allowed), or null. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (const [i, segment] of want.entries()) {
    if (segment === '*') {
      params['*'] = have.slice(i).map(decode).join('/');
      return params;
    }
    const part = have[i];
    if (part === undefined) return null;
    if (segment.startsWith(':')) params[segment.slice(1)] = decode(part);
    else if (segment.toLowerCase() !== decode(part).toLowerCase()) return null;
  }
  return have.length === want.length ? params : null;
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/** The chain of routes (layouts first) that `pathname` renders, the most specific pattern winning. */
export function matchRoutes(routes: RouteEntry[], pathname: string): Match[] | null {
  let best: { chain: Match[]; rank: number } | null = null;
  const visit = (entries: RouteEntry[], parents: Match[]) => {
    for (const route of entries) {
      if (route.path === undefined) {
        visit(route.children, [...parents, { route, params: {} }]);
        continue;
      }
      const params = matchPath(route.path, pathname);
      if (params && (!best || rank(route.path) > best.rank))
        best = { chain: [...parents, { route, params }], rank: rank(route.path) };
    }
  };
  visit(routes, []);
  return (best as { chain: Match[] } | null)?.chain ?? null;
}

/** Renders the route the location matches, inside its layout routes (their <Outlet />). */
export function Routes({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const routes = useMemo(() => routesOf(children), [children]);
  const chain = matchRoutes(routes, pathname);
  if (!chain) return null;
  const params = Object.assign({}, ...chain.map((match) => match.params)) as Record<string, string>;
  // Innermost first: each route's element gets the one below it as its <Outlet />.
  let element: ReactNode = null;
  for (const match of [...chain].reverse()) {
    element = (
      <RouteContext value={{ params, outlet: element }}>{match.route.element ?? element}</RouteContext>
    );
  }
  return element;
}

export function Outlet() {
  return useContext(RouteContext).outlet;
}

/** Navigates once rendered (in an effect, as React Router's does). */
export function Navigate({ to, replace, state }: { to: To } & NavigateOptions) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace, state }), [navigate, to, replace, state]);
  return null;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/** A plain left click on a same-window link navigates in the app; anything else is the browser's. */
function isAppClick(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    (!target || target === '_self') &&
    !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
  );
}

export function Link({ to, replace, state, onClick, target, ref, ...rest }: LinkProps) {
  const { location, navigate } = useRouter('<Link>');
  const path = resolvePath(to, location);
  const href = createPath(path);
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isAppClick(event, target)) return;
        event.preventDefault();
        // A link to the current address replaces it, as React Router's does: no duplicate entry.
        navigate(path, { replace: replace ?? createPath(location) === href, state });
      }}
    />
  );
}
