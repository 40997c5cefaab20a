import { TIMEZONES, type TimezoneOption } from '@quarry/contracts/timezones';

/** The list lives in contracts: the server accepts exactly the zones this screen offers. */
export { DEFAULT_TIMEZONE, TIMEZONES, type TimezoneOption } from '@quarry/contracts/timezones';

/** The list, plus the saved zone when it is not one of ours (set elsewhere), so the select can show it. */
export function timezoneOptions(saved: string): readonly TimezoneOption[] {
  return TIMEZONES.some((zone) => zone.value === saved)
    ? TIMEZONES
    : [...TIMEZONES, { value: saved, label: saved }];
}
