import { useId } from 'react';
import type { CarDocument } from '../contracts/car-document.ts';
import { fill } from '../lib/fill.ts';
import { usePageContext } from '../runtime/page-context.tsx';
import { carDetailTexts } from './car-detail.texts.ts';
import { formatFirstRegistration } from './car-facts.ts';

/** Spec 9: a tooltip's text is cut at 288 characters. */
export const tooltipMaxChars = 288;

/** A tooltip's text: at most 288 characters, a cut one ending in an ellipsis. */
export function tooltipText(text: string): string {
  const trimmed = text.trim();
  if (trimmed.length <= tooltipMaxChars) return trimmed;
  return `${trimmed.slice(0, tooltipMaxChars - 1).trimEnd()}…`;
}

/**
 * The car's campaigns under its price (car-stock spec 3, car_campaigns): each one's name and end
 * date, and its description in the spec's tooltip, shown on hover and on keyboard focus of its
 * info button by CSS alone, so it needs no script.
 */
export function CarCampaigns({ campaigns }: { campaigns: CarDocument['car_campaigns'] }) {
  const { language } = usePageContext();
  const t = carDetailTexts[language];
  const id = useId();
  if (campaigns.length === 0) return null;
  return (
    <ul className="car-campaigns">
      {campaigns.map((campaign, i) => {
        const tip = tooltipText(campaign.description);
        const tipId = `${id}-tip-${i}`;
        return (
          <li key={campaign.id} className="car-campaign">
            <span className="car-campaign__name">{campaign.title}</span>{' '}
            <span className="car-campaign__ends">
              {/* The spec's one date format: DD/MM/YYYY in English, else YYYY-MM-DD. */}
              {fill(t.campaignEnds, { date: formatFirstRegistration(campaign.valid_to, language) })}
            </span>
            {tip ? (
              <span className="car-campaign__tip">
                <button type="button" className="car-campaign__tip-button" aria-describedby={tipId}>
                  <span aria-hidden="true">i</span>
                  <span className="visually-hidden">{`${t.campaignAbout}: ${campaign.title}`}</span>
                </button>
                <span role="tooltip" id={tipId} className="car-campaign__tip-text">
                  {tip}
                </span>
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
