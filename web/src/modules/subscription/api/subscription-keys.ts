/** Query keys of the subscription calls, shaped as URL parts like every other key. */
export const subscriptionKeys = {
  status: () => ['/api', 'subscription', 'status'] as const,
};
