import { STATUS_CODES } from 'node:http';

/** The reason phrase for a status (e.g. 404 → "Not Found"), used as the error body's `message`. */
export const statusText = (status: number): string => STATUS_CODES[status] ?? 'Unknown Error';
