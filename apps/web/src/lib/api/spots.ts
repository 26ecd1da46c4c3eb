import type {
  CreateSpotRequest,
  SpotResponse,
  SpotsResponse,
  SpotTypesResponse,
  UploadUrlResponse,
} from '@hatake/contract';
import { defaultApiClient } from './default-client.ts';
import type { CallOptions, ClientCallOptions } from './endpoints.ts';
import { noStoreCall } from './no-store.ts';

// Spots (docs/rules/spots.md): the public reads and a member's post. Never cached: a spot shows as
// soon as it is posted.

export type ListSpotsParams = { latitude: number; longitude: number; radius?: number | undefined };

/** `GET /v1/spots`: approved spots within `radius` km (default 20), nearest first, at most 200. */
export function listSpots(params: ListSpotsParams, options: CallOptions = {}) {
  const { client = defaultApiClient(), ...rest } = noStoreCall(options);
  return client.get<SpotsResponse>('/v1/spots', { ...rest, query: params });
}

/** `GET /v1/spot-types`: the types a spot is posted with. */
export function listSpotTypes(params: { limit?: number; offset?: number } = {}, options: CallOptions = {}) {
  const { client = defaultApiClient(), ...rest } = noStoreCall(options);
  return client.get<SpotTypesResponse>('/v1/spot-types', { ...rest, query: params });
}

/** `POST /v1/spots` with the member's client. */
export function createSpot(body: CreateSpotRequest, options: ClientCallOptions): Promise<SpotResponse> {
  const { client, ...rest } = noStoreCall(options);
  return client.post<SpotResponse>('/v1/spots', { ...rest, body });
}

/** `POST /v1/upload/spots/thumbnail` with the member's client: a pre-signed PUT target for a spot's photo. */
export function createSpotThumbnailUpload(
  fileType: string,
  options: ClientCallOptions,
): Promise<UploadUrlResponse> {
  const { client, ...rest } = noStoreCall(options);
  return client.post<UploadUrlResponse>('/v1/upload/spots/thumbnail', { ...rest, body: { fileType } });
}
