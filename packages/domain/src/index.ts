// The pure business logic of Sanchay: no I/O, no framework (DESIGN.md "Shape").
export {};
