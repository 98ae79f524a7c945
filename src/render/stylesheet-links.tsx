import { type PageAssets, usePageContext } from '#client/runtime/page-context.tsx';
import { inCascadeOrder, type Stylesheet } from '#client/styles/stylesheets.ts';

interface StylesheetLinksProps {
  sheets: Iterable<Stylesheet>;
}

/**
 * Links the named stylesheets wherever the part that needs them renders (a block list, an island,
 * a page's own parts). React hoists a stylesheet with a precedence into the head and links each
 * one once: those rendered before the first bytes go out are in the head before the body, so
 * nothing shows unstyled; a streamed section's sheet is linked, and loaded, before React reveals
 * the section.
 */
export function StylesheetLinks({ sheets }: StylesheetLinksProps) {
  return <StylesheetLinkTags sheets={sheets} assets={usePageContext().assets} />;
}

/** The same for the head, which renders outside the page context's provider. */
export function StylesheetLinkTags({
  sheets,
  assets,
}: StylesheetLinksProps & { assets: PageAssets }) {
  return (
    <>
      {inCascadeOrder(sheets).map((sheet) => {
        const href = assets.stylesheetHref(sheet);
        // React links sheets by precedence group, in the order it first meets each group, and
        // adds a sheet found later (in the body, or in a streamed section) at the end of its
        // group: the base rules in a group of their own stay after everything the body adds.
        const precedence = sheet === 'base' ? 'base' : 'default';
        return href ? (
          <link key={sheet} rel="stylesheet" href={href} precedence={precedence} />
        ) : null;
      })}
    </>
  );
}
