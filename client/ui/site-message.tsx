import type { ShellData } from '../../src/pages/load-shell.ts';

/**
 * The site message of navigation settings: the alert banner on group sites, the notice bar on
 * store sites; rendered above or below the navigation. (Filled in by the shell-messages work.)
 */
export function SiteMessage(_props: { shell: ShellData; position: 'above' | 'below' }) {
  return null;
}
