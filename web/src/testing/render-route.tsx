import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider, useLocation } from 'react-router';
import { api } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';

function ElsewhereProbe() {
  const { pathname } = useLocation();
  return <p>Elsewhere: {pathname}</p>;
}

/**
 * Renders `routes` at `url` under StrictMode, with a fresh query client like the app's, plus a
 * catch-all route so tests can read where a screen navigated to.
 */
export function renderRoutes(routes: RouteObject[], url: string) {
  const queryClient = createQueryClient(api.getQueryFn({ on401: 'throw' }));
  const router = createMemoryRouter([...routes, { path: '*', element: <ElsewhereProbe /> }], {
    initialEntries: [url],
  });
  const result = render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
  return { ...result, router, queryClient, pathname: () => router.state.location.pathname };
}

/** Renders one screen at `url` (matched by `path`). */
export function renderRoute(element: ReactNode, options: { path: string; url?: string }) {
  return renderRoutes([{ path: options.path, element }], options.url ?? options.path);
}
