import {
  AccessGrantsResponse,
  AuditResponse,
  MonitoringResponse,
  SettingsVersionResponse,
  SettingsVersionsResponse,
  SystemSettingsResponse,
} from '@quarry/contracts/admin';
import type { RunStatus } from '@quarry/contracts/run-status';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export function useSystemSettings() {
  return useQuery({
    queryKey: adminKeys.settings(),
    queryFn: () => api.request('GET', '/api/admin/system-settings', { schema: SystemSettingsResponse }),
  });
}

export function useSettingsVersions() {
  return useQuery({
    queryKey: adminKeys.versions(),
    queryFn: () =>
      api.request('GET', '/api/admin/system-settings/versions', { schema: SettingsVersionsResponse }),
    select: (data) => data.versions,
  });
}

export function useSettingsVersion(number: number | undefined) {
  return useQuery({
    queryKey: adminKeys.version(number ?? 0),
    enabled: number !== undefined,
    queryFn: () =>
      api.request('GET', `/api/admin/system-settings/versions/${number}`, {
        schema: SettingsVersionResponse,
      }),
    select: (data) => data.version,
  });
}

export function useAccessGrants() {
  return useQuery({
    queryKey: adminKeys.grants(),
    queryFn: () => api.request('GET', '/api/admin/complimentary-access', { schema: AccessGrantsResponse }),
    select: (data) => data.users,
  });
}

export function useAudit() {
  return useQuery({
    queryKey: adminKeys.audit(),
    queryFn: () => api.request('GET', '/api/admin/audit', { schema: AuditResponse }),
    select: (data) => data.entries,
  });
}

/** Spec part 3 section 8: the monitoring list refreshes every 10 seconds. */
export const MONITORING_REFRESH_MS = 10_000;

/** Every user's runs, a page at a time, for one status tab ('all' for every status). */
export function useMonitoredExecutions(status: RunStatus | 'all') {
  return useInfiniteQuery({
    queryKey: adminKeys.executions(status),
    initialPageParam: undefined as string | undefined,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams();
      if (status !== 'all') params.set('status', status);
      if (pageParam) params.set('before', pageParam);
      const query = params.toString();
      return api.request('GET', `/api/admin/report-executions${query ? `?${query}` : ''}`, {
        schema: MonitoringResponse,
      });
    },
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    refetchInterval: MONITORING_REFRESH_MS,
  });
}
