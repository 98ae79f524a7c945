import { Editable } from '../../ui/editable.tsx';
import { TitledSection } from '../titled-section.tsx';
import { type StageRowBlock, stageColumns } from './stage-row.schema.ts';

/** The steps of a process as an ordered list, numbered unless a stage has its own icon. */
export function StageRow({ block }: { block: StageRowBlock }) {
  const { Title, Text, Stages, HasMarginTop } = block.fields;
  const columns = stageColumns(block.fields);
  return (
    <TitledSection id={block.id} name="stage-row" title={Title} hasMarginTop={HasMarginTop}>
      {Text ? (
        <p className="stage-row__text">
          <Editable field="Text">{Text}</Editable>
        </p>
      ) : null}
      <ol className={`stage-row__list stage-row__list--${columns}`}>
        {Stages.map((stage, index) => (
          <li key={index} className="stage-row__stage">
            {stage.Icon ? (
              <img
                className="stage-row__icon"
                src={stage.Icon.src}
                alt=""
                width={56}
                height={56}
                loading="lazy"
              />
            ) : (
              // The list is ordered, so screen readers already say the number.
              <span className="stage-row__number" aria-hidden="true">
                {index + 1}
              </span>
            )}
            <h3 className="stage-row__stage-title">{stage.Title}</h3>
            {stage.Text ? <p className="stage-row__stage-text">{stage.Text}</p> : null}
          </li>
        ))}
      </ol>
    </TitledSection>
  );
}
