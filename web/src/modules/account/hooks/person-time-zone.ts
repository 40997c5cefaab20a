import { useQuery } from '@tanstack/react-query';
import { personTimeZone, setDisplayTimeZone } from '@/lib/time-zone';
import { getPreferencesQueryOptions } from '../api/get-preferences';

/** The person's zone (lib/time-zone.ts): the one they chose in /settings, else the browser's. */
export function usePersonTimeZone(enabled = true): string {
  const preferences = useQuery({ ...getPreferencesQueryOptions(), enabled });
  return personTimeZone(preferences.data);
}

/**
 * For the signed-in frame: every time the screens below write is in the person's zone. Set while
 * rendering, before the screens below render, so no time is first written in another zone.
 */
export function useDisplayTimeZone(enabled: boolean): void {
  const zone = usePersonTimeZone(enabled);
  setDisplayTimeZone(enabled ? zone : undefined);
}
