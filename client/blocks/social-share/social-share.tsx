import SocialShareIsland from '../../islands/social-share.island.tsx';
import { socialSharePropsSchema } from '../../islands/social-share.props.ts';
import { fill } from '../../lib/fill.ts';
import { defineIsland } from '../../runtime/island-slot.tsx';
import { usePageContext } from '../../runtime/page-context.tsx';
import { SocialIcon } from '../../ui/site-footer-social.tsx';
import type { SocialShareBlock } from './social-share.schema.ts';
import { shareLinks } from './share-links.ts';
import { shellTexts } from '../../ui/shell.texts.ts';
import { socialShareTexts } from './social-share.texts.ts';

const SocialShareSlot = defineIsland('social-share', SocialShareIsland, socialSharePropsSchema);

/**
 * Share links built on the server from the page's canonical URL and title, so they work without
 * JavaScript; the island adds the browser's share action where the browser has one. Each link
 * opens the network in a new tab and says so.
 */
export function SocialShare({ block }: { block: SocialShareBlock }) {
  const { language, canonicalUrl, pageTitle } = usePageContext();
  const texts = socialShareTexts[language];
  if (!canonicalUrl) return null;
  const title = pageTitle ?? '';
  const heading = block.fields.Title?.trim() || texts.shareAction;
  return (
    <section className="social-share" aria-labelledby={`${block.id}-title`}>
      <h2 className="social-share__title" id={`${block.id}-title`}>
        {heading}
      </h2>
      <ul className="social-share__list">
        {shareLinks(canonicalUrl, title).map((link) => (
          <li key={link.network}>
            <a
              className="social-share__link"
              data-network={link.network}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              title={fill(texts.shareOn, { network: link.name })}
            >
              <SocialIcon network={link.network} />
              <span className="visually-hidden">{`${fill(texts.shareOn, { network: link.name })} (${shellTexts[language].opensInNewTab})`}</span>
            </a>
          </li>
        ))}
        <li>
          <SocialShareSlot props={{ url: canonicalUrl, title, texts }} hydrate="visible" />
        </li>
      </ul>
    </section>
  );
}
