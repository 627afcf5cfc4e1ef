import { catalogueRoutes } from '@sanchay/contract';
import { describe, expect, it } from 'vitest';
import { catalogueRouteAddresses } from './catalogue-queries';

describe('the catalogue routes the public pages call by address', () => {
  it('are the contract routes: same method and path', () => {
    for (const [name, address] of Object.entries(catalogueRouteAddresses)) {
      const route = catalogueRoutes[name as keyof typeof catalogueRouteAddresses];
      expect({ name, method: address.method, path: address.path }).toEqual({ name, method: route.method, path: route.path });
    }
  });
});
