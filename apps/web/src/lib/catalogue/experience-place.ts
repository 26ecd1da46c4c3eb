import type { Experience } from '../api/types.ts';
import { isLatLng } from '../geo.ts';

type Host = Pick<
  Experience,
  'hostPrefecture' | 'hostCity' | 'hostAddressLine1' | 'hostAddressLine2' | 'hostLatitude' | 'hostLongitude'
>;

/** Where an experience takes place, as one line: prefecture, city and address lines, space separated. */
export function hostAddress(experience: Host): string {
  return [
    experience.hostPrefecture,
    experience.hostCity,
    experience.hostAddressLine1,
    experience.hostAddressLine2,
  ]
    .filter(Boolean)
    .join(' ');
}

/** A Google Maps search for the place: its coordinates when valid, else its address; none without either. */
export function mapsSearchUrl(experience: Host): string | undefined {
  const position = { latitude: experience.hostLatitude, longitude: experience.hostLongitude };
  if (isLatLng(position)) {
    return `https://www.google.com/maps/search/?api=1&query=${position.latitude},${position.longitude}`;
  }
  const address = hostAddress(experience);
  return address
    ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`
    : undefined;
}
