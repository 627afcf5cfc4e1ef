import { Link, type LinkProps } from 'react-router';
import { buttonClassName, type ButtonStyleProps } from './button';

/** A router link that looks like a button (navigation, not an action). */
export function LinkButton({ variant, size, block, className, ...rest }: LinkProps & ButtonStyleProps) {
  return <Link className={buttonClassName({ variant, size, block }, className)} {...rest} />;
}
