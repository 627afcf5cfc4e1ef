// Drizzle's view of the tables that db/migrations/*.sql create. The SQL files are the truth;
// this file must follow them (a test compares the two).
export * from './schema/catalogue';
export * from './schema/notifications';
export * from './schema/identity';
export * from './schema/cart';
export * from './schema/pack';
export * from './schema/home-page-lead';
export * from './schema/investor-profile';
export * from './schema/risk-profile';
export * from './schema/uploaded-file';
export * from './schema/bank-verification';
export * from './schema/sandbox-exchange';
export * from './schema/ledger';
export * from './schema/outside-call';
export * from './schema/sandbox-parties';
export * from './schema/calculator-share';
export * from './schema/lead';
export * from './schema/agent-certificate';
