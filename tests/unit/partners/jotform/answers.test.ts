import { describe, expect, it } from 'vitest';
import { rawJotformSubmissionSchema } from '#src/partners/jotform/contract.ts';
import { toSubmissionAnswers } from '#src/partners/jotform/answers.ts';

/** A submission as Jotform's API answers it, parsed as the client parses it. */
const submission = (answers: Record<string, unknown>) =>
  rawJotformSubmissionSchema.parse({ id: '5900000000000000101', form_id: '241', answers });

describe('toSubmissionAnswers', () => {
  it('gives each answered question as its label and text, in the form order', () => {
    const answers = toSubmissionAnswers(
      submission({
        '7': { text: 'Meddelande', order: '3', type: 'control_textarea', answer: 'Ring efter 17' },
        '3': { text: 'E-post', order: '2', type: 'control_email', answer: 'anna@example.se' },
        '5': { text: 'Antal', order: '1', type: 'control_number', answer: 2 },
      }),
    );
    expect(answers).toEqual([
      { label: 'Antal', value: '2' },
      { label: 'E-post', value: 'anna@example.se' },
      { label: 'Meddelande', value: 'Ring efter 17' },
    ]);
  });

  it('writes ticked boxes as a list and a compound answer by its pretty format or its parts', () => {
    const answers = toSubmissionAnswers(
      submission({
        '1': { text: 'Intressen', order: 1, type: 'control_checkbox', answer: ['Elbil', ' SUV '] },
        '2': {
          text: 'Namn',
          order: 2,
          type: 'control_fullname',
          answer: { first: 'Anna', last: 'Lind' },
          prettyFormat: 'Anna Lind',
        },
        '3': {
          text: 'Adress',
          order: 3,
          type: 'control_address',
          answer: { addr_line1: 'Storgatan 1', city: 'Solna', postal: '' },
        },
      }),
    );
    expect(answers).toEqual([
      { label: 'Intressen', value: 'Elbil, SUV' },
      { label: 'Namn', value: 'Anna Lind' },
      { label: 'Adress', value: 'Storgatan 1 Solna' },
    ]);
  });

  it('leaves out headings, buttons and questions the visitor left empty', () => {
    const answers = toSubmissionAnswers(
      submission({
        '1': { text: 'Boka provkörning', order: 1, type: 'control_head' },
        '2': { text: 'Skicka', order: 9, type: 'control_button' },
        '3': { text: 'Telefon', order: 2, type: 'control_phone', answer: '  ' },
        '4': { text: 'Kommentar', order: 3, type: 'control_textarea' },
        '5': { text: 'E-post', order: 4, type: 'control_email', answer: 'a@b.se' },
      }),
    );
    expect(answers).toEqual([{ label: 'E-post', value: 'a@b.se' }]);
  });
});
