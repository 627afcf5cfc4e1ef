// The pure business logic of Sanchay: no I/O, no framework (DESIGN.md "Shape").
export * from './money';
export * from './ist-date';
export * from './messages';
export * from './catalogue/taxonomy';
export * from './catalogue/returns';
export * from './catalogue/nfo-status';
export * from './catalogue/sip-data';
export * from './catalogue/amfi-navall';
export * from './catalogue/amfi-scheme-data';
export * from './catalogue/nav-history-csv';
export * from './validation/contact-fields';
export * from './validation/search-text';
export * from './validation/sign-in';
export * from './business-calendar';
export * from './cart/cart-item';
export * from './cart/pack';
export * from './onboarding';
