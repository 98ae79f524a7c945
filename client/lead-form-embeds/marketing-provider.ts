// The marketing-automation provider's forms script in the browser, and the slice of its API the
// marketing-form block uses (the contract is in the README, "Lead-form embeds").

/** What the provider calls when a visitor has sent one of its forms: its submit event. */
export interface MarketingFormSubmitted {
  formId: string;
}

/** `window.MarketingForms`, as far as the block uses it. */
export interface MarketingFormsApi {
  forms: {
    create(options: {
      formId: string;
      target: Element;
      onSubmitted?: (event: MarketingFormSubmitted) => void;
    }): unknown;
  };
}

declare global {
  interface Window {
    MarketingForms?: MarketingFormsApi;
  }
}

/** Spec 9: the form is drawn again this long after its submit event. */
export const formReopenDelayMs = 3000;

const loads = new Map<string, Promise<MarketingFormsApi>>();

/**
 * Loads the provider's script once per page (every marketing form of the page shares it) and
 * resolves to its API. The script carries the page's nonce; a script that is blocked, fails or
 * defines no API rejects, and a later call tries again.
 */
export function loadMarketingForms(scriptUrl: string): Promise<MarketingFormsApi> {
  const loading = loads.get(scriptUrl);
  if (loading) return loading;
  const load = new Promise<MarketingFormsApi>((resolve, reject) => {
    const script = document.createElement('script');
    const nonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce;
    if (nonce) script.nonce = nonce;
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => {
      const api = window.MarketingForms;
      if (typeof api?.forms?.create === 'function') resolve(api);
      else reject(new Error('the marketing forms script defines no MarketingForms.forms.create'));
    };
    script.onerror = () => reject(new Error('the marketing forms script did not load'));
    document.head.append(script);
  });
  loads.set(scriptUrl, load);
  load.catch(() => loads.delete(scriptUrl));
  return load;
}
