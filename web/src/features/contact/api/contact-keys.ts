/** Query keys of the contact feature. */
export const contactKeys = {
  all: ['contact'] as const,
  publicConfig: () => [...contactKeys.all, 'public-config'] as const,
};
