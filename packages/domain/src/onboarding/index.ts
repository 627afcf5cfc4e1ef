// Onboarding and the profile area (spec 2): field rules shared by the browser and the server.
export * from './onboarding-messages';
export * from './pan';
export * from './kyc';
export * from './onboarding-steps';
export * from './personal-details';
export * from './otp-code';
export * from './profile-area-messages';
export * from './bank-account';
export * from './bank-names';
export * from './bank-verification';
export * from './bank-modification';
export * from './cheque-text';
export * from './upload-files';
export * from './occupation';
export * from './nominees';
export * from './occupation-nominee-messages';
export * from './occupation-details';
