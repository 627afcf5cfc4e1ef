// The pure business logic of Sanchay: no I/O, no framework (DESIGN.md "Shape").
export * from './money';
export * from './ist-date';
export * from './catalogue/taxonomy';
export * from './catalogue/returns';
