// The catalogue feature's public face: app.ts, main.ts, commands and other features import from here only.
export { CatalogueIndex } from './catalogue-index';
export { CatalogueService } from './catalogue.service';
export { registerCatalogueRoutes } from './catalogue.routes';
export { registerNfoShareRoutes } from './nfo-share.routes';
export { catalogueMessages } from './catalogue-messages';
export { taxClassOfScheme, type SchemeTaxClassRow } from './scheme-tax-class';
export * from './import';
