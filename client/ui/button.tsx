import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons.tsx';

/** The button looks content authors choose from (shell spec 2.4: the hero's ButtonType). */
export const buttonTypes = ['Primary', 'Secondary', 'Ghost', 'Ghost Contrast'] as const;
export type ButtonType = (typeof buttonTypes)[number];

const variantClass: Record<ButtonType, string> = {
  Primary: 'button--primary',
  Secondary: 'button--secondary',
  Ghost: 'button--ghost',
  'Ghost Contrast': 'button--ghost-contrast',
};

/** The class list of a button in a variant (the global `.button` styles). */
export function buttonClass(variant: ButtonType = 'Primary', extra?: string): string {
  return ['button', variantClass[variant], extra].filter(Boolean).join(' ');
}

interface CommonProps {
  variant?: ButtonType;
  className?: string;
  children: ReactNode;
  /** An icon after the text, decorative. */
  icon?: IconName;
}

type ButtonProps = CommonProps &
  (
    | { href: string; type?: never; onClick?: never; disabled?: never }
    | {
        href?: undefined;
        type?: 'button' | 'submit' | 'reset';
        onClick?: () => void;
        disabled?: boolean;
      }
  );

/**
 * A call to action: a link when it goes somewhere (`href`), else a real button. Either way it is
 * focusable, announced by its text and drawn in one of the four variants.
 */
export function Button(props: ButtonProps) {
  const { variant, className, children, icon } = props;
  const content = (
    <>
      {children}
      {icon ? <Icon name={icon} size={20} className="button__icon" /> : null}
    </>
  );
  const classes = buttonClass(
    variant,
    icon ? `button--with-icon ${className ?? ''}`.trim() : className,
  );
  if (props.href !== undefined) {
    return (
      <a className={classes} href={props.href}>
        {content}
      </a>
    );
  }
  return (
    <button
      className={classes}
      type={props.type ?? 'button'}
      onClick={props.onClick}
      disabled={props.disabled}
    >
      {content}
    </button>
  );
}
