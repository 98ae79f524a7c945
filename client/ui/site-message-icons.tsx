import type { ShownMessage } from '../lib/site-message.ts';

/** Decorative icons of the site messages, drawn here so no icon font or image is fetched. */

const common = {
  viewBox: '0 0 24 24',
  width: 24,
  height: 24,
  'aria-hidden': true,
  focusable: false,
} as const;

/** A megaphone: campaigns and offers. */
function CampaignAlertIcon() {
  return (
    <svg {...common} className="site-message__icon">
      <path fill="currentColor" d="M4 9h3.2L15 4.6v14.8L7.2 15H4a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1z" />
      <path fill="currentColor" d="M7.6 15.6h2.5l1.3 4.6H8.9z" />
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        d="M18 8.6l2.6-1.5M18.4 12h3M18 15.4l2.6 1.5"
      />
    </svg>
  );
}

/** A warning triangle with an exclamation mark cut out of it. */
function WarningAlertIcon() {
  return (
    <svg {...common} className="site-message__icon">
      <path
        fill="currentColor"
        fillRule="evenodd"
        d="M10.3 3.5a2 2 0 0 1 3.4 0l8.4 14.6a2 2 0 0 1-1.7 3H3.6a2 2 0 0 1-1.7-3zM11 9h2v5.6h-2zM11 16.2h2v2.1h-2z"
      />
    </svg>
  );
}

export function MessageIcon({ icon }: { icon: ShownMessage['icon'] }) {
  if (icon === 'CampaignAlert') return <CampaignAlertIcon />;
  if (icon === 'WarningAlert') return <WarningAlertIcon />;
  return null;
}

export function CloseIcon() {
  return (
    <svg {...common} width={20} height={20}>
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M6 6l12 12M18 6L6 18"
      />
    </svg>
  );
}
