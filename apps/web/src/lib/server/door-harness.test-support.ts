import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach } from 'vitest';
import type { ApiAddresses } from '../api/api-addresses.ts';
import type { StorefrontDoor } from './storefront-door.ts';

/**
 * What the door's tests start on real ports — stand-in APIs and door servers, doors, API address
 * sets — pushed onto these lists and all closed after each test (storefront-door.test.ts,
 * door-read-cache.test.ts). Call once, at a test file's top level.
 */
export function doorHarness() {
  const servers: Server[] = [];
  const doors: StorefrontDoor[] = [];
  const addressSets: ApiAddresses[] = [];
  afterEach(async () => {
    for (const door of doors.splice(0)) door.close();
    for (const set of addressSets.splice(0)) set.close();
    await Promise.all(
      servers.splice(0).map(
        (server) =>
          new Promise<void>((resolve) => {
            server.closeAllConnections();
            server.close(() => resolve());
          }),
      ),
    );
  });

  /** Listens on a free loopback port; the server is closed after the test. */
  const listen = async (server: Server): Promise<string> => {
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };

  return { doors, addressSets, listen };
}
