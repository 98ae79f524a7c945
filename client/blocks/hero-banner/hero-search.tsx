import { keyphraseFromPath, searchFormTarget } from './hero-search-url.ts';
import type { HeroBannerFields } from './hero-banner.schema.ts';
import { defineIsland } from '../../runtime/island-slot.tsx';
import { usePageContext } from '../../runtime/page-context.tsx';
import HeroSearchIsland from '../../islands/hero-search.island.tsx';
import { heroSearchPropsSchema } from '../../islands/hero-search.props.ts';
import { heroBannerTexts } from './hero-banner.texts.ts';

const HeroSearchSlot = defineIsland('hero-search', HeroSearchIsland, heroSearchPropsSchema);

/** Places the hero's search island, prefilled with the keyphrase of the page's own query. */
export function HeroSearch({ searchUrl, fields }: { searchUrl: string; fields: HeroBannerFields }) {
  const { path, language } = usePageContext();
  const texts = heroBannerTexts[language];
  const { action, hidden } = searchFormTarget(searchUrl);
  const placeholder =
    fields.SearchBarPlaceholderText ?? fields.SearchBarPlaceholderTextDesktop ?? '';
  const props = {
    action,
    hidden,
    keyphrase: keyphraseFromPath(path),
    placeholder,
    placeholderDesktop: fields.SearchBarPlaceholderTextDesktop ?? placeholder,
    texts,
  };
  return <HeroSearchSlot props={props} hydrate="idle" />;
}
