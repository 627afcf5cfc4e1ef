// Reference data (IFSC, bank names, pincodes) for the bank and address forms.
export { ReferenceDataService, type ReferenceDataDeps } from './reference-data.service';
export { registerReferenceDataRoutes } from './reference-data.routes';
