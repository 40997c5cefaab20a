import { useState } from 'react';
import { createBrowserRouter, type RouteObject, RouterProvider } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { PageTop } from './page-top';

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
    // Every page opens at its top (page-top.tsx).
    Component: PageTop,
    // Shown while the first route's module loads.
    HydrateFallback: RouteLoading,
    children: [
      {
        // The public pages share a layout route that adds the cookie consent banner.
        lazy: () =>
          import('./routes/public/public-root').then((module) => ({ Component: module.PublicRoot })),
        children: [
          {
            path: paths.home.path,
            lazy: () =>
              import('./routes/public/landing').then((module) => ({ Component: module.LandingRoute })),
          },
          {
            path: paths.faq.path,
            lazy: () => import('./routes/public/faq').then((module) => ({ Component: module.FaqRoute })),
          },
          {
            path: paths.privacyPolicy.path,
            lazy: () =>
              import('./routes/public/privacy-policy').then((module) => ({
                Component: module.PrivacyPolicyRoute,
              })),
          },
          {
            path: paths.termsOfService.path,
            lazy: () =>
              import('./routes/public/terms-of-service').then((module) => ({
                Component: module.TermsOfServiceRoute,
              })),
          },
          {
            path: paths.contactUs.path,
            lazy: () =>
              import('./routes/public/contact-us').then((module) => ({ Component: module.ContactUsRoute })),
          },
        ],
      },
      // Sign-in and setup pages: each checks the session itself, as the spec describes.
      {
        path: paths.login.path,
        lazy: () => import('./routes/auth/login').then((module) => ({ Component: module.LoginRoute })),
      },
      {
        path: paths.oauthCallback.path,
        lazy: () =>
          import('./routes/auth/oauth-callback').then((module) => ({ Component: module.OAuthCallbackRoute })),
      },
      {
        path: paths.oauth.path,
        lazy: () => import('./routes/auth/oauth').then((module) => ({ Component: module.OAuthRoute })),
      },
      {
        path: paths.onboarding.path,
        lazy: () =>
          import('./routes/auth/onboarding').then((module) => ({ Component: module.OnboardingRoute })),
      },
      {
        path: paths.driveCallback.path,
        lazy: () =>
          import('./routes/auth/drive-callback').then((module) => ({ Component: module.DriveCallbackRoute })),
      },
      {
        path: paths.driveFileCallback.path,
        lazy: () =>
          import('./routes/auth/drive-file-callback').then((module) => ({
            Component: module.DriveFileCallbackRoute,
          })),
      },
      {
        path: paths.teamJoin.path,
        lazy: () => import('./routes/auth/team-join').then((module) => ({ Component: module.TeamJoinRoute })),
      },
      {
        path: paths.unsubscribe.path,
        lazy: () =>
          import('./routes/auth/unsubscribe').then((module) => ({ Component: module.UnsubscribeRoute })),
      },
      {
        path: paths.creatorWelcome.path,
        lazy: () =>
          import('./routes/auth/creator-welcome').then((module) => ({
            Component: module.CreatorWelcomeRoute,
          })),
      },
      {
        path: paths.apiKey.path,
        lazy: () => import('./routes/auth/api-key').then((module) => ({ Component: module.ApiKeyRoute })),
      },
      {
        // The signed-in screens share the app shell (header and menus).
        lazy: () => import('./routes/app/app-root').then((module) => ({ Component: module.AppRoot })),
        children: [
          {
            path: paths.chatInterface.path,
            lazy: () =>
              import('./routes/app/chat-interface').then((module) => ({
                Component: module.ChatInterfaceRoute,
              })),
          },
          {
            path: paths.settings.path,
            lazy: () =>
              import('./routes/app/settings').then((module) => ({ Component: module.SettingsRoute })),
          },
          {
            path: paths.googleDrive.path,
            lazy: () =>
              import('./routes/app/google-drive').then((module) => ({ Component: module.GoogleDriveRoute })),
          },
          {
            path: paths.savedReports.path,
            lazy: () =>
              import('./routes/app/saved-reports').then((module) => ({
                Component: module.SavedReportsRoute,
              })),
          },
          {
            path: paths.myReports.path,
            lazy: () =>
              import('./routes/app/my-reports').then((module) => ({ Component: module.MyReportsRoute })),
          },
          {
            path: paths.analytics.path,
            lazy: () =>
              import('./routes/app/analytics').then((module) => ({ Component: module.AnalyticsRoute })),
          },
          {
            path: paths.sysAdmin.path,
            lazy: () =>
              import('./routes/app/sys-admin').then((module) => ({ Component: module.SysAdminRoute })),
          },
          {
            path: paths.reportMonitoring.path,
            lazy: () =>
              import('./routes/app/report-monitoring').then((module) => ({
                Component: module.ReportMonitoringRoute,
              })),
          },
          {
            path: paths.admin.path,
            lazy: () => import('./routes/app/admin').then((module) => ({ Component: module.AdminRoute })),
          },
          {
            path: paths.driveDebug.path,
            lazy: () =>
              import('./routes/app/drive-debug').then((module) => ({ Component: module.DriveDebugRoute })),
          },
          {
            path: paths.teams.path,
            lazy: () => import('./routes/app/teams').then((module) => ({ Component: module.TeamsRoute })),
          },
          {
            path: paths.teamDashboard.path,
            lazy: () =>
              import('./routes/app/team-dashboard').then((module) => ({
                Component: module.TeamDashboardRoute,
              })),
          },
          {
            path: paths.sharedReportView.path,
            lazy: () =>
              import('./routes/app/shared-report-view').then((module) => ({
                Component: module.SharedReportViewRoute,
              })),
          },
          {
            path: paths.subscribe.path,
            lazy: () =>
              import('./routes/app/subscribe').then((module) => ({ Component: module.SubscribeRoute })),
          },
          {
            path: paths.upgrade.path,
            lazy: () => import('./routes/app/upgrade').then((module) => ({ Component: module.UpgradeRoute })),
          },
          {
            path: paths.reportExecution.path,
            lazy: () =>
              import('./routes/app/report-execution').then((module) => ({
                Component: module.ReportExecutionRoute,
              })),
          },
          {
            path: paths.streamlit.path,
            lazy: () =>
              import('./routes/app/streamlit').then((module) => ({ Component: module.StreamlitRoute })),
          },
        ],
      },
      {
        // The quota guide is plain help text; it needs no session, so it sits outside the app shell.
        path: paths.quotaHelp.path,
        lazy: () =>
          import('./routes/app/quota-help').then((module) => ({ Component: module.QuotaHelpRoute })),
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
