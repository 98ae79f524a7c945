import type { ConsentDialogProps } from '../islands/consent-dialog.props.ts';
import { allowsTagManager, type ConsentChoice } from '../lib/consent.ts';
import { pageViewEvent, sendPageView } from '../lib/consent-page-view.ts';
import { loadTagManager } from './tag-manager.ts';

/**
 * What a choice allows, done at most once per page load (spec shell 7, 8): the tag manager once it
 * may run, the page-view event once statistics are allowed. Whatever the server already wrote
 * (the tag manager of a returning visitor) is not loaded again.
 */
export function consentedTracking({
  tagManager,
  impression,
}: Pick<ConsentDialogProps, 'tagManager' | 'impression'>): (allowed: ConsentChoice) => void {
  let tagManagerLoaded = tagManager?.loaded ?? false;
  let pageViewSent = false;
  return (allowed) => {
    if (tagManager && !tagManagerLoaded && allowsTagManager(allowed)) {
      tagManagerLoaded = true;
      loadTagManager(tagManager.id);
    }
    if (allowed.statistics && !pageViewSent) {
      pageViewSent = true;
      void sendPageView(pageViewEvent(impression.page_path, impression.page_language));
    }
  };
}
