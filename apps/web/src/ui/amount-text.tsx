import { formatRupees, messages, type Decimal } from '@sanchay/domain';
import './ui.css';

export interface AmountTextProps {
  /** Rupees as a decimal string or number (never a float computed in the browser). */
  value: Decimal.Value | null | undefined;
  decimals?: 0 | 2;
  /** Colour gains and losses. */
  tone?: 'plain' | 'signed';
  /** Shown when the value is missing. */
  fallback?: string;
  block?: boolean;
}

/** A right-aligned ₹ amount with Indian digit grouping (₹12,34,567.50). */
export function AmountText({ value, decimals = 2, tone = 'plain', fallback = messages.generic.notAvailable, block }: AmountTextProps) {
  if (value === null || value === undefined || value === '') {
    return <span className={block ? 'amount amount--block' : 'amount'}>{fallback}</span>;
  }
  const text = formatRupees(value, { decimals });
  const negative = String(value).trim().startsWith('-');
  const classes = ['amount', block && 'amount--block', tone === 'signed' && (negative ? 'amount--negative' : 'amount--positive')]
    .filter(Boolean)
    .join(' ');
  return <span className={classes}>{text}</span>;
}
