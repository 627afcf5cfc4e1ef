import type { ButtonHTMLAttributes, Ref } from 'react';
import './ui.css';

// One colour for every primary action (the brand's): no second "accent" call to action.
export type ButtonVariant = 'primary' | 'secondary' | 'ghost';

export interface ButtonStyleProps {
  variant?: ButtonVariant;
  size?: 'regular' | 'small';
  block?: boolean;
}

/** The class list shared by Button and LinkButton. */
export function buttonClassName({ variant = 'primary', size = 'regular', block }: ButtonStyleProps, extra?: string) {
  return ['btn', `btn--${variant}`, size === 'small' && 'btn--small', block && 'btn--block', extra]
    .filter(Boolean)
    .join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonStyleProps {
  ref?: Ref<HTMLButtonElement>;
}

/** A button; `type="button"` unless a form submit is asked for. */
export function Button({ variant, size, block, className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={buttonClassName({ variant, size, block }, className)} {...rest} />;
}
