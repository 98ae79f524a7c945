import { useId } from 'react';
import CompareBarIsland from '../islands/compare-bar.island.tsx';
import { compareBarPropsSchema } from '../islands/compare-bar.props.ts';
import { defineIsland } from '../runtime/island-slot.tsx';
import { usePageContext } from '../runtime/page-context.tsx';
import { compareRowTexts, compareTexts } from './compare.texts.ts';
import { stockWordLabels } from '../stock/stock-words.ts';
import { stockWordTexts } from '../stock/stock-words.texts.ts';
import { financeComesFromQuotes } from '../finance/finance-source.ts';

const CompareBarSlot = defineIsland('compare-bar', CompareBarIsland, compareBarPropsSchema);

/**
 * The compare bar and its comparison dialog, for a page that shows compare toggles (the car list,
 * the car detail page, car of the week). It renders nothing until the selection has a car, and
 * loads its script once the browser is idle, so pages without toggles never place it. A page
 * with several of those blocks places one bar: the first placement rendered claims the page by its
 * React id (stable if React renders it again), and the others render nothing.
 */
export function CompareBar() {
  const page = usePageContext();
  const placement = useId();
  page.compareBarPlacement ??= placement;
  if (page.compareBarPlacement !== placement) return null;
  const { dictionary, locale, language, site } = page;
  const props = {
    pathToCarDetail: dictionary.pathToCarDetail,
    locale,
    wordLabels: Object.fromEntries(stockWordLabels(site.languages[0]!, language)),
    powerText: language === site.languages[0] ? null : stockWordTexts[language].power,
    indexFinance: !financeComesFromQuotes(site.country),
    texts: compareTexts[language],
    rows: compareRowTexts[language],
  };
  return <CompareBarSlot props={props} hydrate="idle" />;
}
