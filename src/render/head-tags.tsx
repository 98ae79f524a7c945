import {
  allowsTagManager,
  type ConsentChoice,
  consentModeState,
  tagManagerSrc,
} from '#client/lib/consent.ts';
import { consentUpdateEvent } from '#client/lib/data-layer.ts';
import type { HeadData } from './head.ts';
import { jsonForScript } from '#client/lib/json-script.ts';

/**
 * The tag manager's bootstrap for a visitor who allowed it: the consent-mode default and our
 * consent_update event first, so tags see the choice before gtm.js runs (the consent island does
 * the same when the visitor decides on the page). Only fixed text and 'granted'/'denied' values,
 * so the nonce covers nothing a visitor controls.
 */
function tagManagerBootstrap(consent: ConsentChoice): string {
  return [
    'window.dataLayer=window.dataLayer||[];',
    'function gtag(){window.dataLayer.push(arguments);}',
    `gtag('consent','default',${jsonForScript(consentModeState(consent))});`,
    `window.dataLayer.push(${jsonForScript(consentUpdateEvent(consent))});`,
    "window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});",
  ].join('');
}

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
      {openGraph.description ? (
        <meta property="og:description" content={openGraph.description} />
      ) : null}
      <meta property="og:url" content={openGraph.url} />
      <meta property="og:image" content={openGraph.image.url} />
      {openGraph.image.type ? (
        <meta property="og:image:type" content={openGraph.image.type} />
      ) : null}
      {openGraph.image.width ? (
        <meta property="og:image:width" content={String(openGraph.image.width)} />
      ) : null}
      {openGraph.image.height ? (
        <meta property="og:image:height" content={String(openGraph.image.height)} />
      ) : null}
      <meta name="twitter:card" content="summary_large_image" />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: jsonForScript(head.structuredData) }}
      />
      {head.article ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonForScript(head.article) }}
        />
      ) : null}
      {head.car ? (
        <script
          type="application/ld+json"
          dangerouslySetInnerHTML={{ __html: jsonForScript(head.car) }}
        />
      ) : null}
      {head.tagManagerId && head.consent && allowsTagManager(head.consent) ? (
        <>
          <script
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: tagManagerBootstrap(head.consent) }}
          />
          <script async nonce={nonce} src={tagManagerSrc(head.tagManagerId)} />
        </>
      ) : null}
    </>
  );
}
