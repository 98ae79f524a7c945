import type { CountdownBlock } from './countdown.schema.ts';
import { BlockText, BlockTitle } from '../block-heading.tsx';
import { buttonClass } from '../hero-banner/hero-banner.tsx';
import { Editable, LinkPicker } from '../../ui/editable.tsx';
import { defineIsland } from '../../runtime/island-slot.tsx';
import { usePageContext } from '../../runtime/page-context.tsx';
import CountdownClock from '../../islands/countdown.island.tsx';
import { countdownPropsSchema } from '../../islands/countdown.props.ts';
import { countdownTexts } from './countdown.texts.ts';

const CountdownSlot = defineIsland('countdown', CountdownClock, countdownPropsSchema);

/**
 * A countdown to a moment: title, text, a link and the clock. The server renders the clock at its
 * own time and the island ticks on from there. Once the moment has passed the clock shows zeros and
 * the expired text, without any script (or the block is left out when the author asked for that).
 */
export function Countdown({ block, now = Date.now() }: { block: CountdownBlock; now?: number }) {
  const texts = countdownTexts[usePageContext().language];
  const {
    Title,
    TitleTag: Heading,
    TargetDate,
    Text,
    Link,
    ExpiredText,
    HideWhenExpired,
  } = block.fields;
  const target = Date.parse(TargetDate);
  if (target <= now && HideWhenExpired) return null;
  const props = {
    target,
    now,
    // The author's expired text, where set, says what the built-in one would.
    texts: { ...texts, ended: ExpiredText || texts.ended },
  };
  return (
    <section className="countdown">
      <BlockTitle name="countdown" title={Title} Heading={Heading} />
      <BlockText name="countdown" text={Text} />
      {target <= now ? (
        <CountdownClock {...props} />
      ) : (
        <CountdownSlot props={props} hydrate="visible" />
      )}
      {Link ? (
        <a className={buttonClass.Primary} href={Link.href}>
          <Editable field="Link">{Link.text}</Editable>
        </a>
      ) : null}
      <LinkPicker field="Link" href={Link?.href} />
    </section>
  );
}
