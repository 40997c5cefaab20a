import { SubscriptionStatusResponse } from '@quarry/contracts/subscription';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from './subscription-keys';

export function getSubscriptionStatus(): Promise<SubscriptionStatusResponse> {
  return api.request('GET', '/api/subscription/status', { schema: SubscriptionStatusResponse });
}

export function getSubscriptionStatusQueryOptions() {
  return queryOptions({ queryKey: subscriptionKeys.status(), queryFn: getSubscriptionStatus });
}

export function useSubscriptionStatus() {
  return useQuery(getSubscriptionStatusQueryOptions());
}
