import { useEffect, useRef, useState } from 'react';
import { marketingAllowed } from '../lead-form-embeds/marketing-consent.ts';
import { MarketingFormFallback } from '../lead-form-embeds/marketing-form-fallback.tsx';
import {
  formReopenDelayMs,
  loadMarketingForms,
  type MarketingFormsApi,
} from '../lead-form-embeds/marketing-provider.ts';
import type { MarketingFormProps } from './marketing-form.props.ts';

/**
 * The marketing-automation provider's form (car-stock spec 2): with marketing consent and a
 * configured script, the provider draws the form into the box; 3000 ms after its submit event
 * (spec 9) the box is emptied and the form drawn afresh. Until then, and whenever the script is
 * not configured, not allowed, blocked or broken, the box shows the plain link to the hosted form.
 */
export default function MarketingForm({ formId, scriptUrl, formUrl, texts }: MarketingFormProps) {
  const box = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);

  useEffect(() => {
    const target = box.current;
    if (!target || !scriptUrl || !marketingAllowed(document.cookie)) return;
    let stopped = false;
    let reopen: ReturnType<typeof setTimeout> | undefined;
    const draw = (api: MarketingFormsApi) => {
      if (stopped) return;
      target.replaceChildren();
      try {
        api.forms.create({
          formId,
          target,
          onSubmitted: () => {
            clearTimeout(reopen);
            reopen = setTimeout(() => draw(api), formReopenDelayMs);
          },
        });
        setDrawn(true);
      } catch (error) {
        console.warn('marketing form: the provider could not draw the form', error);
        setDrawn(false);
      }
    };
    // A script that does not load leaves the link: the visitor's blocker is their choice.
    loadMarketingForms(scriptUrl).then(draw, () => setDrawn(false));
    return () => {
      stopped = true;
      clearTimeout(reopen);
      target.replaceChildren();
    };
  }, [formId, scriptUrl]);

  return (
    <>
      <div ref={box} className="marketing-form__box" hidden={!drawn} />
      {!drawn && <MarketingFormFallback formUrl={formUrl} texts={texts} />}
    </>
  );
}
