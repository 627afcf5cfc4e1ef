import { packRoutes } from '@sanchay/contract';
import { describe, expect, it } from 'vitest';
import { packRouteAddresses } from './pack-api';

describe("the pack reads home's Curated packs calls by address", () => {
  it('are the contract routes: same method and path', () => {
    for (const [name, address] of Object.entries(packRouteAddresses)) {
      const route = packRoutes[name as keyof typeof packRouteAddresses];
      expect({ name, method: address.method, path: address.path }).toEqual({ name, method: route.method, path: route.path });
    }
  });
});
