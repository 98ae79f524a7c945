/**
 * Where the embeds load from, as the worker's configuration says (src/env.ts `leadFormEmbeds`):
 * the marketing provider's script and hosted-form base (absent when not configured, or the
 * development stub's paths on the site), and the form builder's hosted-form base.
 */
export interface LeadFormEmbedSources {
  marketingScriptUrl?: string;
  marketingLinkUrl?: string;
  formBuilderUrl: string;
}

/** A hosted form's own page: the base and the form id as one path segment. */
export const hostedFormUrl = (base: string, formId: string) =>
  `${base.replace(/\/+$/, '')}/${encodeURIComponent(formId)}`;
