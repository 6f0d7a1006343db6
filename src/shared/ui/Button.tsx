import { LoaderCircle } from 'lucide-react';
import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  className?: string | undefined;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Busy: disabled and announced, so a second click cannot fire the action twice. */
  loading?: boolean;
  /** An icon before the label (aria-hidden is up to the caller's icon). */
  icon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** The classes of a button look, for a router link that must look like a button. */
export function buttonClassName({
  variant = 'secondary',
  size = 'md',
  fullWidth = false,
  className,
}: ButtonLook = {}): string {
  return [
    'ui-button',
    `ui-button--${variant}`,
    `ui-button--${size}`,
    fullWidth && 'ui-button--full',
    className,
  ]
    .filter(Boolean)
    .join(' ');
}

export function Button({
  variant,
  size,
  loading = false,
  fullWidth,
  icon,
  type = 'button',
  className,
  disabled,
  children,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      className={buttonClassName({ variant, size, fullWidth, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <LoaderCircle className="ui-button__busy" aria-hidden /> : icon}
      {children !== undefined && <span className="ui-button__label">{children}</span>}
    </button>
  );
}
