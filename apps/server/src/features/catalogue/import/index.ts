// The catalogue import API (re-exported by the feature's index.ts): AMFI file importers, the demo
// catalogue and the start-up loader.
export { loadCatalogue, realCatalogueFiles } from './load-catalogue';
export type { CatalogueSource, LoadCatalogueOptions, LoadCatalogueResult, LoadStep } from './load-catalogue';
export { importNavAll } from './import-navall';
export type { NavAllImportOptions, NavAllImportResult } from './import-navall';
export { ImportRefused, decodeText } from './source-text';
export type { TextSource } from './source-text';
export { PARTIAL_SHARE } from './import-run';
export { importSchemeData } from './import-scheme-data';
export type { SchemeDataImportResult } from './import-scheme-data';
export { importNavHistory } from './import-nav-history';
export type { NavHistoryImportOptions, NavHistoryImportResult } from './import-nav-history';
export { refreshDerived } from './refresh-derived';
export type { RefreshResult } from './refresh-derived';
export { DEMO_CATALOGUE_VERSION, demoCatalogue, demoNavHistory, loadDemoCatalogue } from './demo-catalogue';
export type { DemoLoadResult, DemoScheme } from './demo-catalogue';
export { demoNavSeries } from './demo-nav-model';
export type { NavModel } from './demo-nav-model';
export { applySchemeMasterDefaults, defaultSchemeMaster, riskometerFor, RISKOMETER_LEVELS } from './scheme-master';
export type { Riskometer, SchemeMaster } from './scheme-master';
export type { ImportOptions, ImportProgress, ImportProgressEvent } from './progress';
