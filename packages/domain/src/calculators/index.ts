export * from './sip-calculator';
export * from './calculator-inputs';
