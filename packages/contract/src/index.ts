export * from './envelope';
export * from './wire';
export * from './route';
export * from './catalogue';
