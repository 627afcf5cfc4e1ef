import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AmountText } from './amount-text';

describe('AmountText', () => {
  it('shows rupees with Indian digit grouping', () => {
    render(<AmountText value="1234567.5" />);
    expect(screen.getByText('₹12,34,567.50')).toHaveClass('amount');
  });

  it('colours signed amounts and falls back to N.A when missing', () => {
    render(
      <>
        <AmountText value="-2500" tone="signed" decimals={0} />
        <AmountText value={null} />
      </>,
    );
    expect(screen.getByText(/2,500/)).toHaveClass('amount--negative');
    expect(screen.getByText('N.A')).toBeInTheDocument();
  });
});
