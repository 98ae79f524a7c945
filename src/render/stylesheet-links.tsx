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
  const { assets, nonce } = usePageContext();
  return <StylesheetLinkTags sheets={sheets} assets={assets} nonce={nonce} />;
}

/** The same for the head, which renders outside the page context's provider. */
export function StylesheetLinkTags({
  sheets,
  assets,
  nonce,
}: StylesheetLinksProps & { assets: PageAssets; nonce: string }) {
  return (
    <>
      {inCascadeOrder(sheets).map((sheet) => {
        const href = assets.stylesheetHref(sheet);
        // React links sheets by precedence group, in the order it first meets each group, and
        // adds a sheet found later (in the body, or in a streamed section) at the end of its
        // group: the base rules in a group of their own stay after everything the body adds.
        const precedence = sheet === 'base' ? 'base' : 'default';
        if (!href) return null;
        // Inline rules keep their place in the same groups: React hoists a <style> with an href
        // and a precedence like a link (once per href), with the page's nonce for the CSP.
        const rules = assets.stylesheetText(sheet);
        return rules === undefined ? (
          <link key={sheet} rel="stylesheet" href={href} precedence={precedence} />
        ) : (
          <style key={sheet} href={href} precedence={precedence} nonce={nonce}>
            {rules}
          </style>
        );
      })}
    </>
  );
}
