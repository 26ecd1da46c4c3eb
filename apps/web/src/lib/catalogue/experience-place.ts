import { addressLabel } from '@hatake/contract/values';
import type { Locale } from '../../i18n/routing.ts';
import type { Experience } from '../api/types.ts';
import { isLatLng } from '../geo.ts';

type Host = Pick<
  Experience,
  'hostPrefecture' | 'hostCity' | 'hostAddressLine1' | 'hostAddressLine2' | 'hostLatitude' | 'hostLongitude'
>;

/**
 * Where an experience takes place, as one line in the page's language (`addressLabel` of
 * @hatake/contract/values: the prefecture in English and the smallest part first on English pages).
 */
export function hostAddress(experience: Host, locale: Locale): string {
  return addressLabel(
    {
      prefecture: experience.hostPrefecture,
      city: experience.hostCity,
      addressLine1: experience.hostAddressLine1,
      addressLine2: experience.hostAddressLine2,
    },
    locale,
  );
}

/** A Google Maps search for the place: its coordinates when valid, else its address; none without either. */
export function mapsSearchUrl(experience: Host): string | undefined {
  const position = { latitude: experience.hostLatitude, longitude: experience.hostLongitude };
  if (isLatLng(position)) {
    return `https://www.google.com/maps/search/?api=1&query=${position.latitude},${position.longitude}`;
  }
  // Japanese whatever the page's language: the maps site finds Japanese addresses as written.
  const address = hostAddress(experience, 'ja');
  return address
    ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
    : undefined;
}
