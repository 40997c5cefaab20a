import type { RequestHandler, Router } from 'express';

/** A path segment that is only literal text, so it can be compared as a string. */
const LITERAL_SEGMENT = /^[A-Za-z0-9._~-]+$/;

export type AreaRoutes = RequestHandler & { routers: Router[] };

/**
 * The areas' routers as one handler that enters, in their order, only the routers with a route for
 * the request's first path segment (`/saved-reports/...` never enters the teams router). Mounted one
 * by one, Express tries every router in turn and every route in each: about a tenth of a small API
 * request's time. A router with anything but plain routes, or with a route not starting with
 * literal text, is entered for every path. Segments compare without case, as Express matches paths.
 */
export function areaRoutes(routers: Router[]): AreaRoutes {
  const scopes = routers.map(firstSegments);
  const chainFor = (segment: string | null) =>
    routers.filter((_, i) => !scopes[i] || (segment !== null && scopes[i]?.has(segment)));
  const chains = new Map(scopes.flatMap((scope) => [...(scope ?? [])]).map((s) => [s, chainFor(s)]));
  const others = chainFor(null);
  const handler: RequestHandler = (req, res, next) => {
    const chain = chains.get(firstSegment(req.path)) ?? others;
    let index = 0;
    // A router that does not answer calls back with nothing, or with the error to pass on.
    const step = (error?: unknown) => {
      if (error) return next(error);
      if (index === chain.length) return next();
      chain[index++]?.(req, res, step);
    };
    step();
  };
  // Kept for whatever reads Express's routing table (testing/registered-routes.ts).
  return Object.assign(handler, { routers });
}

function firstSegment(path: string): string {
  const end = path.indexOf('/', 1);
  return (end === -1 ? path.slice(1) : path.slice(1, end)).toLowerCase();
}

/** The first segments of every route of `router`, or null when it must see every request. */
function firstSegments(router: Router): Set<string> | null {
  const segments = new Set<string>();
  for (const layer of router.stack) {
    if (!layer.route) return null;
    // A route registered with several paths keeps them as an array.
    for (const path of [layer.route.path].flat() as unknown[]) {
      if (typeof path !== 'string' || !path.startsWith('/')) return null;
      const first = firstSegment(path);
      if (!LITERAL_SEGMENT.test(first)) return null;
      segments.add(first);
    }
  }
  return segments;
}
