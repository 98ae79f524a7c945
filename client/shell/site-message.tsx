// A server-only shell component: it places islands through the document's island renderer
// (client/runtime/island-slot.tsx); never imported by an island, so none of it reaches the browser.
import type { ShellView } from './shell-view.ts';
import { defineIsland } from '../runtime/island-slot.tsx';
import { type PageContextValue, usePageContext } from '../runtime/page-context.tsx';
import AlertBanner from '../islands/alert-banner.island.tsx';
import { alertBannerPropsSchema } from '../islands/alert-banner.props.ts';
import NoticeBar from '../islands/notice-bar.island.tsx';
import { noticeBarPropsSchema } from '../islands/notice-bar.props.ts';
import { hideAlertCookie, isDismissible, shownMessage } from '../lib/site-message.ts';
import { MessageFrame } from '../ui/site-message-frame.tsx';

const NoticeBarSlot = defineIsland('notice-bar', NoticeBar, noticeBarPropsSchema);
const AlertBannerSlot = defineIsland('alert-banner', AlertBanner, alertBannerPropsSchema);

/**
 * The site message of navigation settings: the alert banner on group sites (always above the
 * navigation), the notice bar on store sites (above it, or below it when the content says so).
 * The document renders this twice, once per position; only the matching one draws.
 */
export function SiteMessage({
  shell,
  position,
}: {
  shell: ShellView;
  position: 'above' | 'below';
}) {
  const page = usePageContext();
  const message = drawnMessage(shell, page);
  if (!message) return null;

  if (page.site.kind === 'store') {
    if ((message.isBelowNavigation ? 'below' : 'above') !== position) return null;
    // 'load': the bar may have to hide itself (closed earlier in this tab), so as early as possible.
    return (
      <>
        <NoticeBarSlot props={{ message, dictionary: page.dictionary }} hydrate="load" />
        <MessageHeight nonce={page.nonce} />
      </>
    );
  }

  if (position !== 'above') return null;
  // A Warning never closes, so it needs no island.
  return (
    <>
      {isDismissible(message.type) ? (
        <AlertBannerSlot props={{ message, dictionary: page.dictionary }} hydrate="idle" />
      ) : (
        <MessageFrame kind="alert" message={message} />
      )}
      <MessageHeight nonce={page.nonce} />
    </>
  );
}

/** The message the page draws, if any. */
function drawnMessage(shell: ShellView, page: PageContextValue) {
  const message = shownMessage(shell.navigationSettings.message);
  // A group site's alert closed within the last day is left out entirely, so it never flashes
  // before a script hides it.
  const closed =
    page.site.kind !== 'store' &&
    message &&
    isDismissible(message.type) &&
    page.cookies[hideAlertCookie] !== undefined;
  return closed ? null : message;
}

/**
 * Keeps `--site-message-height` on the root at the height of the site messages shown, so a
 * FullScreen hero ends at the bottom of the screen under them (issue 18 item 13). Inline, right
 * after the messages and before the content, so the first paint already has it; a ResizeObserver
 * follows rewrapping, the notice bar's folding and a dismissal (a removed message measures 0).
 * Only fixed text, so the nonce covers nothing a visitor controls.
 */
const messageHeightScript = [
  "(()=>{const m=document.querySelectorAll('.site-message');",
  'const set=()=>{let h=0;for(const e of m)if(e.isConnected)h+=e.offsetHeight;',
  "document.documentElement.style.setProperty('--site-message-height',h+'px')};",
  'set();const o=new ResizeObserver(set);for(const e of m)o.observe(e)})()',
].join('');

/**
 * The measuring script, right after the message it measures: above the header it keeps the header
 * and main adjacent (the home bar's float over the hero is `header + main`).
 */
function MessageHeight({ nonce }: { nonce: string }) {
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: messageHeightScript }} />;
}
