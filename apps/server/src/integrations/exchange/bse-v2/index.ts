// The BSE StAR MF v2 adapter's transport (exchange/README.md, "BSE StAR MF v2 adapter
// (transport)"): settings, the client with its token, the member's reference, and the calls'
// bodies and answers. Not wired into the product's features yet.
export {
  bseV2SettingsFromEnv,
  BSE_V2_BASE_URLS,
  BSE_V2_DEFAULT_TIMEOUT_MS,
  BSE_V2_ENV,
  type BseV2Environment,
  type BseV2Settings,
  type BseV2SettingsResult,
} from './bse-v2-settings';
export { BseV2Client, BSE_V2_TOKEN_REUSE_MS, BSE_V2_TRACE_HEADER, type BseV2CallMeta, type BseV2ClientOptions } from './bse-v2-client';
export {
  BseV2RejectedError,
  BseV2UnavailableError,
  BseV2UnreadableAnswerError,
  BSE_V2_ERROR_CODES,
  isBseV2Retryable,
  type BseV2Message,
} from './bse-v2-errors';
export type { BseV2Request } from './bse-v2-envelope';
export { BSE_V2_PATHS } from './bse-v2-paths';
export { bseV2RefId, BSE_V2_REF_ID_DIGITS } from './bse-v2-ref-id';
export { rupeesOnWire, unitsOnWire, decimalFromWire } from './bse-v2-amount';
export type { BseV2HolderContact } from './bse-v2-holder';
export {
  orderNew,
  orderGet,
  orderCancel,
  type BseV2OrderInput,
  type BseV2Quantity,
  type BseV2OrderPlaced,
  type BseV2OrderState,
  type BseV2OrderCancelInput,
} from './bse-v2-orders';
export {
  sxpRegister,
  sxpCancel,
  type BseV2SxpInput,
  type BseV2SxpType,
  type BseV2Frequency,
  type BseV2SxpRegistered,
  type BseV2SxpCancelInput,
  type BseV2SxpCancelType,
} from './bse-v2-sxp';
export { twoFactorLink, paymentPage, type BseV2PaymentPageInput, type BseV2OrderTwoFactorEvent } from './bse-v2-links';
export { schemeMasterList, type BseV2SchemeMasterQuery, type BseV2SchemeRecord } from './bse-v2-scheme-master';
