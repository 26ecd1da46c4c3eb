import type { VolunteerResponse, VolunteersResponse } from '@hatake/contract';
import { pathParam } from './client.ts';
import { defaultApiClient } from './default-client.ts';
import type { CallOptions } from './endpoints.ts';
import { noStoreCall } from './no-store.ts';

// Volunteer posts (docs/rules/volunteers.md): public reads, never cached (posts appear when their
// publishing time comes).

export type ListVolunteersParams = {
  limit?: number;
  offset?: number;
  /** One marche's posts (an unknown coordinator is 404). */
  coordinatorId?: string | undefined;
  /** Prefecture code 1–47 of the place (omitted for all). */
  prefecture?: number | undefined;
};

/** `GET /v1/volunteers`: shown posts, newest first, with the coordinators and producers they name. */
export function listVolunteers(params: ListVolunteersParams = {}, options: CallOptions = {}) {
  const { client = defaultApiClient(), ...rest } = noStoreCall(options);
  return client.get<VolunteersResponse>('/v1/volunteers', { ...rest, query: params });
}

/** `GET /v1/volunteers/{volunteerId}`: one post with its coordinator and producer (or null). */
export function getVolunteer(volunteerId: string, options: CallOptions = {}) {
  const { client = defaultApiClient(), ...rest } = noStoreCall(options);
  return client.get<VolunteerResponse>(`/v1/volunteers/${pathParam('volunteerId', volunteerId)}`, rest);
}
