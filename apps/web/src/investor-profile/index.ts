// The investor profile's public face (web): the profile view's query and its cache key.
export { investorProfileKeys, useProfile } from './profile-query';
export { placeOf, usePincodePlace, type Place } from './pincode-place';
