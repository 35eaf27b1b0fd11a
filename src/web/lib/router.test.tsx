import { describe, expect, test } from 'vitest';
import { matchPath, matchRoutes, Route, resolvePath, routesOf } from './router.tsx';

const here = { pathname: '/passes/abc', search: '?tab=past', hash: '#top' };

describe('matchPath', () => {
  test('matches static paths case-insensitively, with or without a trailing slash', () => {
    expect(matchPath('/passes', '/passes')).toEqual({});
    expect(matchPath('/passes', '/Passes/')).toEqual({});
    expect(matchPath('/passes', '/passes/x')).toBeNull();
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/', '/passes')).toBeNull();
  });

  test('decodes params', () => {
    expect(matchPath('/passes/:passId', '/passes/a%20b')).toEqual({ passId: 'a b' });
    expect(matchPath('/passes/:passId', '/passes')).toBeNull();
    expect(matchPath('/passes/:passId', '/passes/%E0%A4%A')).toEqual({ passId: '%E0%A4%A' });
  });

  test('a splat takes the rest of the path', () => {
    expect(matchPath('/ai-assistant/*', '/ai-assistant')).toEqual({ '*': '' });
    expect(matchPath('/ai-assistant/*', '/ai-assistant/a/b')).toEqual({ '*': 'a/b' });
    expect(matchPath('*', '/anything/at/all')).toEqual({ '*': 'anything/at/all' });
  });
});

describe('matchRoutes', () => {
  const layout = <main />;
  const routes = routesOf(
    <Route element={layout}>
      <Route path="*" element="not found" />
      <Route path="/" element="home" />
      <Route path="/passes/:passId" element="pass" />
      <Route path="/passes" element="passes" />
      <Route path="/ai-assistant/*" element="assistant" />
    </Route>,
  );
  const matched = (pathname: string) => matchRoutes(routes, pathname)?.map((m) => m.route.element);

  test('the most specific pattern wins, whatever the order, inside its layout', () => {
    expect(matched('/')).toEqual([layout, 'home']);
    expect(matched('/passes')).toEqual([layout, 'passes']);
    expect(matched('/passes/1')).toEqual([layout, 'pass']);
    expect(matched('/ai-assistant/chat')).toEqual([layout, 'assistant']);
    expect(matched('/nowhere')).toEqual([layout, 'not found']);
  });
});

describe('resolvePath', () => {
  test('an absolute path replaces the whole address', () => {
    expect(resolvePath('/notifications?x=1#y', here)).toEqual({
      pathname: '/notifications',
      search: '?x=1',
      hash: '#y',
    });
  });

  test('a query alone keeps the path', () => {
    expect(resolvePath({ search: '?date=2026-01-02' }, here)).toEqual({
      pathname: '/passes/abc',
      search: '?date=2026-01-02',
      hash: '',
    });
    expect(resolvePath({ search: 'a=1', hash: 'h' }, here)).toEqual({
      pathname: '/passes/abc',
      search: '?a=1',
      hash: '#h',
    });
    expect(resolvePath('?a=1', here)).toEqual({ pathname: '/passes/abc', search: '?a=1', hash: '' });
  });
});
