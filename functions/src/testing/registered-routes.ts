import type { Express, Router } from 'express';

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  /** A router, or a handler in front of several (http/area-routes.ts). */
  handle?: Router & { stack?: Layer[]; routers?: { stack: Layer[] }[] };
  name?: string;
}

/** Every `METHOD /api/path` the app answers, read from Express's own routing table. */
export function registeredRoutes(app: Express): string[] {
  const found: string[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const path of paths) {
          for (const method of Object.keys(layer.route.methods))
            found.push(`${method.toUpperCase()} ${prefix}${path}`);
        }
      } else if (layer.name === 'router' && layer.handle?.stack) {
        walk(layer.handle.stack, prefix);
      } else if (layer.handle?.routers) {
        for (const router of layer.handle.routers) walk(router.stack, prefix);
      }
    }
  };
  const root = (app as unknown as { router: { stack: Layer[] } }).router.stack;
  const api = root.find((layer) => layer.name === 'router' && layer.handle?.stack);
  walk(api?.handle?.stack ?? [], '/api');
  return found;
}
