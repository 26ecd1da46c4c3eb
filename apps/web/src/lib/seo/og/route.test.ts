import { describe, expect, it } from 'vitest';
import { ResponseError } from '../../api/errors.ts';
import { shareCard } from './route.ts';

const never = () => {
  throw new Error('no card is drawn for a missing item');
};

describe('shareCard', () => {
  it('answers a bare 404 for an item the API does not know', async () => {
    const missing = new ResponseError(404, { status: 404, message: 'Not Found' });
    const response = await shareCard('ja', () => Promise.reject(missing), never);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('');
  });

  it('lets any other API failure through (the server answers 500, the network tries later)', async () => {
    const down = new ResponseError(503);
    await expect(shareCard('en', () => Promise.reject(down), never)).rejects.toBe(down);
  });
});
