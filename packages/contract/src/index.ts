export * from './envelope';
export * from './wire';
export * from './route';
export * from './catalogue';
export * from './agent';
export * from './session';
export * from './sandbox';
export * from './cart';
