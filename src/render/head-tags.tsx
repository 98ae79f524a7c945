import type { HeadData } from './head.ts';
import { jsonForScript } from './json-script.ts';

// The tag manager's bootstrap: constant text, so the nonce covers nothing a visitor controls.
const tagManagerBootstrap =
  "window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});";

/** The head elements of a page, from buildHead's data. */
export function HeadTags({ head, nonce }: { head: HeadData; nonce: string }) {
  const { openGraph } = head;
  return (
    <>
      <title>{head.title}</title>
      {head.description ? <meta name="description" content={head.description} /> : null}
      <link rel="canonical" href={head.canonical} />
      <link rel="icon" href={head.favicon} type="image/svg+xml" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={head.siteName} />
      <meta property="og:title" content={openGraph.title} />
      {openGraph.description ? <meta property="og:description" content={openGraph.description} /> : null}
      <meta property="og:url" content={openGraph.url} />
      {openGraph.image ? <meta property="og:image" content={openGraph.image} /> : null}
      <meta name="twitter:card" content={openGraph.image ? 'summary_large_image' : 'summary'} />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonForScript(head.structuredData) }} />
      {head.tagManagerId ? (
        <>
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: tagManagerBootstrap }} />
          <script
            async
            nonce={nonce}
            src={`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(head.tagManagerId)}`}
          />
        </>
      ) : null}
    </>
  );
}
