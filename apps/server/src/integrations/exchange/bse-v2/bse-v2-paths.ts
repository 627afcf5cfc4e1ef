// Where each call is posted, relative to the base URL (which ends in /api/). One table, so that
// a UAT run that finds a path wrong corrects it here. exchange/README.md says how sure each is.
export const BSE_V2_PATHS = {
  login: 'login',
  orderNew: 'order_new',
  orderGet: 'order_get',
  orderCancel: 'order_cancel',
  sxpRegister: 'v2/sxp_register',
  // Bare: /v2/sxp_cancel answers 404 (UAT probe, and BSE's Postman collection per the same source).
  sxpCancel: 'sxp_cancel',
  twoFactorLink: 'v2/get_2fa_link',
  paymentPage: 'get_exchpg_service',
  schemeMaster: 'master_scheme_list',
} as const;
