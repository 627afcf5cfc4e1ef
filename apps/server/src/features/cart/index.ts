// The cart feature's public face: app.ts imports from here only.
export { CartService } from './cart.service';
export { registerCartRoutes } from './cart.routes';
export { seedPacks, PACK_DEFINITIONS } from './pack-seed';
