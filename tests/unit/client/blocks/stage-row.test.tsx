import { describe, expect, it } from 'vitest';
import { StageRow } from '#client/blocks/stage-row/stage-row.tsx';
import { stageColumns, stageRowSchema } from '#client/blocks/stage-row/stage-row.schema.ts';
import { renderInPage } from './render-block.tsx';

const stages = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ Title: `Step ${i + 1}` }));
const parse = (fields: Record<string, unknown>) =>
  stageRowSchema.parse({ id: 's', type: 'stage-row', fields });

describe('stage row', () => {
  it('takes 4 columns for four stages and 3 otherwise, unless Columns says', () => {
    expect(stageColumns(parse({ Stages: stages(4) }).fields)).toBe(4);
    expect(stageColumns(parse({ Stages: stages(8) }).fields)).toBe(4);
    expect(stageColumns(parse({ Stages: stages(3) }).fields)).toBe(3);
    expect(stageColumns(parse({ Stages: stages(5) }).fields)).toBe(3);
    expect(stageColumns(parse({ Stages: stages(3), Columns: '4' }).fields)).toBe(4);
    expect(
      stageRowSchema.safeParse({
        id: 's',
        type: 'stage-row',
        fields: { Stages: stages(3), Columns: 5 },
      }).success,
    ).toBe(false);
  });

  it('lists the stages in order, numbered when a stage has no icon', () => {
    const html = renderInPage(
      <StageRow
        block={parse({
          Title: 'How it works',
          Stages: [
            { Title: 'Choose', Icon: { src: '/images/cards/icon-key.svg', alt: '' } },
            { Title: 'Drive', Text: 'Away.' },
          ],
        })}
      />,
    );
    expect(html).toContain('<ol class="stage-row__list stage-row__list--3">');
    expect(html).toContain('<img class="stage-row__icon" src="/images/cards/icon-key.svg" alt=""');
    expect(html).toContain(
      '<span class="stage-row__number" aria-hidden="true">2</span><h3 class="stage-row__stage-title">Drive</h3><p class="stage-row__stage-text">Away.</p>',
    );
  });
});
