// A server-only shell component: it places islands through the document's island renderer
// (client/runtime/island-slot.tsx); never imported by an island, so none of it reaches the browser.
import type { Brand, Footer } from '../contracts/shell.ts';
import type { Dictionary } from '../contracts/dictionary.ts';
import type { ShellView } from './shell-view.ts';
import { defineIsland } from '../runtime/island-slot.tsx';
import CopyButton from '../islands/copy-button.island.tsx';
import { copyButtonPropsSchema } from '../islands/copy-button.props.ts';
import FooterBrands from '../islands/footer-brands.island.tsx';
import { footerBrandsPropsSchema } from '../islands/footer-brands.props.ts';
import { copyableValue, isCookieSettingsLink } from '../lib/footer-links.ts';
import { SocialLinks } from '../ui/site-footer-social.tsx';

const FooterBrandsSlot = defineIsland('footer-brands', FooterBrands, footerBrandsPropsSchema);
const CopyButtonSlot = defineIsland('copy-button', CopyButton, copyButtonPropsSchema);

type FooterLink = Footer['columns'][number]['links'][number];

/**
 * The footer of every page (spec: shell 2.6): the brand logo strip, the content's columns, the
 * highlighted link and social icons, the two info fields, then the copyright line. When the footer
 * content could not be read only the copyright line remains.
 */
export function SiteFooter({ shell, year }: { shell: ShellView; year: number }) {
  const footer = shell.footer;
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {footer ? (
          <BrandStrip footer={footer} brands={shell.brands} dictionary={shell.dictionary} />
        ) : null}
        {footer && footer.columns.length > 0 ? (
          <div className="site-footer__columns">
            {footer.columns.map((column, index) => (
              <section key={`${index}-${column.title}`} className="site-footer__column">
                {column.title ? <h2 className="site-footer__title">{column.title}</h2> : null}
                {column.description ? (
                  <p className="site-footer__description">{column.description}</p>
                ) : null}
                <ColumnLinks links={column.links} dictionary={shell.dictionary} />
              </section>
            ))}
          </div>
        ) : null}
        {footer && (footer.highlightedLink || footer.socialLinks.length > 0) ? (
          <div className="site-footer__actions">
            {footer.highlightedLink ? (
              <a
                className="site-footer__highlighted"
                href={footer.highlightedLink.href}
                {...newTab(footer.highlightedLink.target)}
              >
                {footer.highlightedLink.text}
              </a>
            ) : null}
            <SocialLinks links={footer.socialLinks} />
          </div>
        ) : null}
        {footer ? <InfoFields footer={footer} /> : null}
        <p className="site-footer__copyright">
          © {year} {shell.settings.siteName}
        </p>
      </div>
    </footer>
  );
}

function newTab(target: '_blank' | undefined) {
  return target === '_blank' ? { target, rel: 'noopener noreferrer' } : {};
}

/**
 * The strip shows only with ShowBrands, a BrandsHeading and at least one logo src (spec: shell 5).
 * A logo without alt text is named by the dictionary's 'brand logo'.
 */
function BrandStrip({
  footer,
  brands,
  dictionary,
}: {
  footer: Footer;
  brands: Brand[];
  dictionary: Dictionary;
}) {
  const heading = footer.brandsHeading?.trim();
  if (!footer.showBrands || !heading) return null;
  const seen = new Set<string>();
  const logos = brands.flatMap((brand) => {
    const src = brand.logo.src.trim();
    if (!src || seen.has(src)) return [];
    seen.add(src);
    return [{ src, alt: brand.logo.alt.trim() || dictionary.brandLogo }];
  });
  if (logos.length === 0) return null;
  return <FooterBrandsSlot props={{ heading, logos }} hydrate="visible" />;
}

/** Only links with an href show (spec: shell 5); mailto: and tel: get a copy button. */
function ColumnLinks({ links, dictionary }: { links: FooterLink[]; dictionary: Dictionary }) {
  const shown = links.filter((link): link is FooterLink & { href: string } => !!link.href);
  if (shown.length === 0) return null;
  return (
    <ul className="site-footer__links">
      {shown.map((link, index) => {
        const copyable = copyableValue(link.href);
        const opensConsent = isCookieSettingsLink(link.text, dictionary.cookieSettings);
        return (
          <li key={`${index}-${link.href}`} className="site-footer__link-row">
            {/* The consent island listens for clicks on [data-open-consent]; the href keeps it a link without script. */}
            <a
              href={link.href}
              {...newTab(link.target)}
              {...(opensConsent ? { 'data-open-consent': '' } : {})}
            >
              {copyable ? <BreakAfterAt text={link.text} /> : link.text}
            </a>
            {copyable ? (
              <CopyButtonSlot
                props={{
                  value: copyable,
                  label: `${dictionary.copy} ${copyable}`,
                  copiedText: dictionary.copied,
                }}
                hydrate="visible"
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/** A long e-mail address in a narrow column wraps after its @ rather than mid-word. */
function BreakAfterAt({ text }: { text: string }) {
  const at = text.indexOf('@');
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at + 1)}
      <wbr />
      {text.slice(at + 1)}
    </>
  );
}

/** The two info fields; InfoFieldOneChildFullWidth gives the first the whole width. */
function InfoFields({ footer }: { footer: Footer }) {
  const fields = [footer.infoField1, footer.infoField2].filter(
    (field) => field && (field.heading || field.text),
  );
  if (fields.length === 0) return null;
  return (
    <div
      className="site-footer__info"
      data-first-full={footer.infoFieldOneChildFullWidth ? 'true' : undefined}
    >
      {fields.map((field, index) => (
        <div key={index} className="site-footer__info-field">
          {field!.heading ? <h2 className="site-footer__info-heading">{field!.heading}</h2> : null}
          {field!.text ? <p className="site-footer__info-text">{field!.text}</p> : null}
        </div>
      ))}
    </div>
  );
}
