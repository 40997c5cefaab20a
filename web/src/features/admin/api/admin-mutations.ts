import {
  type SaveSystemSettingsRequest,
  SystemSettingsResponse,
  type TestPromptRequest,
  TestPromptResponse,
} from '@quarry/contracts/admin';
import { SearchDocumentsResponse } from '@quarry/contracts/research';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/hooks/use-toast';
import { api } from '@/lib/api-client';
import { SessionExpiredError } from '@/lib/api-error';
import { serverMessage } from '@/lib/server-message';
import { useSingleMutation } from '@/lib/single-action';
import { adminKeys } from './admin-keys';

function failed(title: string, fallback?: string) {
  return (error: Error) => {
    if (error instanceof SessionExpiredError) return;
    toast({
      title,
      description: fallback ?? serverMessage(error) ?? 'Please try again.',
      variant: 'destructive',
    });
  };
}

/** Save All Settings: a new version, live for the next run (spec part 3 section 8's toasts). */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (body: SaveSystemSettingsRequest, idempotencyKey) =>
      api.request('PUT', '/api/admin/system-settings', {
        body,
        schema: SystemSettingsResponse,
        idempotencyKey,
      }),
    onSuccess: async ({ version }) => {
      toast({ title: 'System Settings Saved', description: `Saved as version ${version}.`, outcome: true });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.settings() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.versions() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
        // A warning about a gone model stays until the setting naming it changes.
        queryClient.invalidateQueries({ queryKey: adminKeys.models() }),
      ]);
    },
    onError: failed('Save Failed', 'Could not save system settings'),
  });
}

/** Restore: a new version equal to an old one. */
export function useRestoreVersion() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (number: number, idempotencyKey) =>
      api.request('POST', `/api/admin/system-settings/versions/${number}/restore`, {
        schema: SystemSettingsResponse,
        idempotencyKey,
      }),
    onSuccess: async ({ version }, number) => {
      toast({
        title: 'Version Restored',
        description: `Version ${number} is live again, as version ${version}.`,
        outcome: true,
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.settings() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.versions() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.audit() }),
        // A warning about a gone model stays until the setting naming it changes.
        queryClient.invalidateQueries({ queryKey: adminKeys.models() }),
      ]);
    },
    onError: failed('Restore Failed'),
  });
}

/** The two names of the one grant list, each with the spec's toasts. */
export const GRANT_LISTS = {
  complimentary: {
    path: '/api/admin/complimentary-access',
    added: 'Complimentary Access Granted',
    removed: 'Access Removed',
    addFailed: 'Failed to Grant Access',
    removeFailed: 'Failed to Remove Access',
  },
  authorized: {
    path: '/api/admin/authorized-users',
    added: 'User Authorized',
    removed: 'Authorization Removed',
    addFailed: 'Failed to Grant Access',
    removeFailed: 'Failed to Remove Access',
  },
} as const;
export type GrantList = keyof typeof GRANT_LISTS;

export function useGrantAccess(list: GrantList) {
  const queryClient = useQueryClient();
  const names = GRANT_LISTS[list];
  return useMutation({
    mutationFn: (email: string) => api.request('POST', names.path, { body: { email } }),
    onSuccess: async (_result, email) => {
      toast({
        title: names.added,
        description: `${email.trim().toLowerCase()} has the Teams features.`,
        outcome: true,
      });
      await queryClient.invalidateQueries({ queryKey: adminKeys.grants() });
      await queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
    },
    onError: failed(names.addFailed),
  });
}

export function useRemoveGrant(list: GrantList) {
  const queryClient = useQueryClient();
  const names = GRANT_LISTS[list];
  return useMutation({
    mutationFn: (id: string) => api.request('DELETE', `${names.path}/${encodeURIComponent(id)}`),
    onSuccess: async (_result, id) => {
      toast({
        title: names.removed,
        description: `${id} no longer has complimentary access.`,
        outcome: true,
      });
      await queryClient.invalidateQueries({ queryKey: adminKeys.grants() });
      await queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
    },
    onError: failed(names.removeFailed),
  });
}

export function useResetUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => api.request('POST', '/api/admin/reset-user', { body: { email } }),
    onSuccess: async (_result, email) => {
      toast({ title: 'User Reset', description: `${email} must set up again.`, outcome: true });
      await queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
    },
    onError: failed('Reset Failed'),
  });
}

export function useClearAllSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.request('DELETE', '/api/admin/clear-all-sessions'),
    onSuccess: async () => {
      toast({ title: 'All Sessions Cleared', description: 'Every chat session was deleted.', outcome: true });
      await queryClient.invalidateQueries({ queryKey: adminKeys.audit() });
    },
    onError: failed('Clear Failed'),
  });
}

/** Runs one prompt of the settings on screen with the administrator's key; nothing is saved. */
export function useTestPrompt() {
  return useMutation({
    mutationFn: (body: TestPromptRequest) =>
      api.request('POST', '/api/admin/system-settings/test', { body, schema: TestPromptResponse }),
    onError: failed('Test Failed'),
  });
}

/** The administrator's own Drive documents matching a word, to test extraction on one. */
export function useFindDocuments() {
  return useMutation({
    mutationFn: (word: string) =>
      api.request('POST', '/api/query/search-documents', {
        body: { keywords: [word] },
        schema: SearchDocumentsResponse,
      }),
    onError: failed('Search Failed'),
  });
}
