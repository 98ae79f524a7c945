import type { ReactNode } from 'react';
import { Editable } from '../../ui/editable.tsx';
import { Icon } from '../../ui/icons.tsx';
import { type AccordionItemBlock, paragraphsOf } from './accordion-item.schema.ts';

/**
 * One collapsible row: a native details/summary pair, so it opens by mouse, Enter or Space (and
 * in-page search) without any script. The FAQ list builds its questions from it too.
 */
export function Accordion({
  title,
  text,
  titleField = 'Title',
  textField = 'Text',
}: {
  title: ReactNode;
  text?: string;
  titleField?: string;
  textField?: string;
}) {
  return (
    <details className="accordion">
      <summary className="accordion__summary">
        <span className="accordion__title">
          <Editable field={titleField}>{title}</Editable>
        </span>
        <Icon name="plus" size={22} className="accordion__icon accordion__icon--closed" />
        <Icon name="minus" size={22} className="accordion__icon accordion__icon--open" />
      </summary>
      <div className="accordion__panel">
        <Editable field={textField}>
          {paragraphsOf(text).map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </Editable>
      </div>
    </details>
  );
}

/** The accordion item block; consecutive items join into one list (accordion-item.css). */
export function AccordionItem({ block }: { block: AccordionItemBlock }) {
  return (
    <div className="accordion-item">
      <Accordion title={block.fields.Title} text={block.fields.Text} />
    </div>
  );
}
