import { Card } from '../../ui/card.tsx';
import { Editable, LinkPicker } from '../../ui/editable.tsx';
import { usePageContext } from '../../runtime/page-context.tsx';
import { ResponsiveImage } from '../../ui/responsive-image.tsx';
import { type CarModelCardBlock, carModelFacts } from './car-model-card.schema.ts';
import { carModelCardTexts } from './car-model-card.texts.ts';

/**
 * One car model: picture, name, a short text, a campaign badge when it is on offer, and up to four
 * facts (price from, range, consumption...). The whole card opens the model's page when it has a link.
 */
export function CarModelCard({ block }: { block: CarModelCardBlock }) {
  const texts = carModelCardTexts[usePageContext().language];
  const { Title, Text, Image, Link, IsCampaign, Campaign, HasMarginTop } = block.fields;
  const facts = carModelFacts(block.fields);
  return (
    <div className={HasMarginTop ? 'car-model-card has-margin-top' : 'car-model-card'}>
      <Card
        look="bordered"
        title={<Editable field="Title">{Title}</Editable>}
        href={Link?.href}
        action={Link?.text}
        badge={
          IsCampaign ? (
            <Editable field="Campaign">{Campaign ?? texts.campaignBadge}</Editable>
          ) : undefined
        }
        media={
          Image ? <ResponsiveImage {...Image} sizes="(min-width: 768px) 40vw, 100vw" /> : undefined
        }
      >
        {Text ? (
          <p className="car-model-card__text">
            <Editable field="Text">{Text}</Editable>
          </p>
        ) : null}
        {facts.length > 0 ? (
          <dl className="car-model-card__facts">
            {facts.map((fact) => (
              <div key={fact.number} className="car-model-card__fact">
                <dt>
                  <Editable field={`Label${fact.number}`}>{fact.label}</Editable>
                </dt>
                <dd>
                  <Editable field={`LabelValue${fact.number}`}>{fact.value}</Editable>
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        <LinkPicker field="Link" href={Link?.href} />
      </Card>
    </div>
  );
}
