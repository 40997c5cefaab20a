import { useState } from 'react';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';

function RouteLoading() {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner />
    </div>
  );
}

/** One lazily loaded module per route, so each screen ships in its own chunk. */
export const routes: RouteObject[] = [
  {
    // Shown while the first route's module loads.
    HydrateFallback: RouteLoading,
    children: [
      {
        path: paths.home.path,
        lazy: () => import('./routes/landing').then((module) => ({ Component: module.LandingRoute })),
      },
      {
        path: '*',
        lazy: () => import('./routes/not-found').then((module) => ({ Component: module.NotFoundRoute })),
      },
    ],
  },
];

export function AppRouter() {
  const [router] = useState(() => createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
