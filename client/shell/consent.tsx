// A server-only shell component: it places the consent island through the document's island
// renderer (client/runtime/island-slot.tsx); no island imports this file.
import ConsentDialog from '../islands/consent-dialog.island.tsx';
import { consentDialogPropsSchema } from '../islands/consent-dialog.props.ts';
import { allowsTagManager } from '../lib/consent.ts';
import { defineIsland } from '../runtime/island-slot.tsx';
import { usePageContext } from '../runtime/page-context.tsx';

const ConsentDialogSlot = defineIsland('consent-dialog', ConsentDialog, consentDialogPropsSchema);

/**
 * The cookie consent dialog and what waits for consent (tag manager, page-view tracking), as the
 * consent-dialog island. The server reads the consent cookie, so a returning visitor gets no dialog
 * and, when allowed, the tag manager straight from the head (src/render/head-tags.tsx); a first
 * visit gets the dialog open in the HTML.
 */
export function Consent() {
  const page = usePageContext();
  const choice = page.analytics?.consent ?? null;
  const tagManagerId = page.analytics?.tagManagerId;
  return (
    <ConsentDialogSlot
      props={{
        dictionary: page.dictionary,
        choice,
        tagManager: tagManagerId
          ? { id: tagManagerId, loaded: allowsTagManager(choice ?? undefined) }
          : null,
        returnTo: page.path,
        impression: {
          // The path without its query: a query may hold what a visitor typed.
          page_path: page.path.split('?')[0] || '/',
          page_language: page.language,
          site_name: page.site.name,
          page_type: page.analytics?.pageType ?? 'content',
        },
      }}
      hydrate="load"
    />
  );
}
