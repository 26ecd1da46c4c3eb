/**
 * A setting that switches a documented behaviour that is on by default (PAGE_CACHE, PAGE_RENDERER,
 * DOOR_READ_CACHE, ROOT_LOCALE_REDIRECT): off only when set to `false`, `0`, `off` or `no` (any
 * case, spaces ignored). An unknown value keeps it on rather than silently switching it off.
 */
export function switchedOn(raw: string | undefined): boolean {
  return raw === undefined || !['false', '0', 'off', 'no'].includes(raw.trim().toLowerCase());
}
