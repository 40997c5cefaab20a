import { matchPath, matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('when an execution link is built from an id with reserved characters, then the route matches the same id', () => {
    const id = 'share 1/2026-01-01T08:00';
    for (const route of [paths.sharedReportView, paths.reportExecution]) {
      const [match] = matchRoutes([{ path: route.path }], route.getHref(id)) ?? [];
      expect(match?.params.executionId).toBe(id);
    }
  });

  it('when every route is listed, then no two share a path and each link matches its own route', () => {
    const routes = Object.values(paths);
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
    for (const route of routes) {
      expect(matchPath(route.path, route.getHref('x'))).not.toBeNull();
    }
  });
});
