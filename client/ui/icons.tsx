/**
 * The inline SVG icons blocks use, drawn on a 24 by 24 grid in `currentColor`. Decorative by
 * default (`aria-hidden`): the text beside an icon names the control. Give `label` only when the
 * icon alone carries meaning, and it is announced as an image with that name.
 */
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

const shapes = {
  'arrow-left': <path {...stroke} d="M19 12H5m6-6-6 6 6 6" />,
  'arrow-right': <path {...stroke} d="M5 12h14m-6-6 6 6-6 6" />,
  'arrow-up': <path {...stroke} d="M12 19V5m-6 6 6-6 6 6" />,
  'arrow-down': <path {...stroke} d="M12 5v14m-6-6 6 6 6-6" />,
  'chevron-left': <path {...stroke} d="m15 6-6 6 6 6" />,
  'chevron-right': <path {...stroke} d="m9 6 6 6-6 6" />,
  'chevron-up': <path {...stroke} d="m6 15 6-6 6 6" />,
  'chevron-down': <path {...stroke} d="m6 9 6 6 6-6" />,
  close: <path {...stroke} d="M6 6l12 12M18 6 6 18" />,
  search: (
    <g {...stroke}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </g>
  ),
  download: <path {...stroke} d="M12 4v11m-5-5 5 5 5-5M5 20h14" />,
  play: (
    <path
      fill="currentColor"
      d="M8 5.5v13a.8.8 0 0 0 1.2.7l10.4-6.5a.8.8 0 0 0 0-1.4L9.2 4.8A.8.8 0 0 0 8 5.5z"
    />
  ),
  share: (
    <g {...stroke}>
      <circle cx="18" cy="5.5" r="2.5" />
      <circle cx="6" cy="12" r="2.5" />
      <circle cx="18" cy="18.5" r="2.5" />
      <path d="m8.2 10.8 7.6-4.1m-7.6 6.5 7.6 4.1" />
    </g>
  ),
  external: (
    <path
      {...stroke}
      d="M14 4h6v6m0-6-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5"
    />
  ),
  phone: (
    <path
      {...stroke}
      d="M5 4h3.5l1.8 4.5-2.3 1.4a11 11 0 0 0 6.1 6.1l1.4-2.3L20 15.5V19a1.5 1.5 0 0 1-1.6 1.5A16 16 0 0 1 3.5 5.6 1.5 1.5 0 0 1 5 4z"
    />
  ),
  mail: (
    <g {...stroke}>
      <rect x="3" y="5.5" width="18" height="13" rx="1.5" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </g>
  ),
  check: <path {...stroke} d="m5 12.5 4.5 4.5L19 7.5" />,
  plus: <path {...stroke} d="M12 5v14M5 12h14" />,
  minus: <path {...stroke} d="M5 12h14" />,
  warning: <path {...stroke} d="M12 3.5 2.5 20h19L12 3.5zM12 10v4.5m0 2.5v.01" />,
  file: (
    <g {...stroke}>
      <path d="M14 3H7a1.5 1.5 0 0 0-1.5 1.5v15A1.5 1.5 0 0 0 7 21h10a1.5 1.5 0 0 0 1.5-1.5V7.5z" />
      <path d="M14 3v4.5h4.5" />
    </g>
  ),
} as const;

export type IconName = keyof typeof shapes;
export const iconNames = Object.keys(shapes) as IconName[];

export interface IconProps {
  name: IconName;
  /** Width and height in CSS pixels (the drawing scales). */
  size?: number;
  className?: string;
  /** Only for an icon that stands alone: announced as an image with this name. */
  label?: string;
}

/** One icon of the set, inline so it takes the text colour and costs no request. */
export function Icon({ name, size = 24, className, label }: IconProps) {
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      focusable="false"
      {...a11y}
    >
      {shapes[name]}
    </svg>
  );
}
