// The returns figure's own wording (productMessages.returns; decision 0159): the spec names
// returns and XIRR but not what to say when a yearly rate means nothing.
export const returnsFigureMessages = {
  xirr: 'XIRR',
  absolute: 'Absolute return',
  /** Shown in place of a figure that would mean nothing. */
  noFigure: '—',
  reasons: {
    'under-a-year': 'Held for less than a year: the absolute return, not annualised',
    'nav-pending': 'Available once the NAV of this fund is published',
    'no-flows': 'No transactions to measure yet',
    'one-sign': 'Needs money invested on one day and a value on a later day',
    'too-extreme': 'The yearly rate would be too extreme to mean anything; please check the NAV',
    'not-computable': 'The yearly rate could not be worked out',
  },
} as const;
