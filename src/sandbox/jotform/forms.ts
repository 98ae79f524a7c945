import type { RawJotformSubmission } from '../../partners/jotform/contract.ts';

// Two believable forms of the form builder, as Jotform's API hands out their submissions: a
// test-drive request and a sign-up for a dealer's spring event, each with two stored visitors.

/** The test-drive request (group-se's `/kampanj/anmalan` embeds it). */
export const testDriveFormId = '241000000000001';
/** The spring event sign-up. */
export const springEventFormId = '241000000000002';
/** A submission id whose lookup fails as the partner's outage (500): the tests' failure switch. */
export const failingSubmissionId = '5900000000000000500';

type Answers = RawJotformSubmission['answers'];

/** Both forms ask the visitor's name (Jotform's full-name field, in parts) and e-mail second and third. */
const visitorQuestions = ([first, last]: [string, string], email: string) =>
  ({
    '3': {
      text: 'Namn',
      order: 2,
      type: 'control_fullname',
      answer: { first, last },
      prettyFormat: `${first} ${last}`,
    },
    '4': { text: 'E-post', order: 3, type: 'control_email', answer: email },
  }) satisfies Answers;

const testDriveQuestions = (name: [string, string], email: string, model: string, date: string) =>
  ({
    '1': { text: 'Boka en provkörning', order: 1, type: 'control_head' },
    ...visitorQuestions(name, email),
    '5': { text: 'Modell', order: 4, type: 'control_dropdown', answer: model },
    '6': { text: 'Önskat datum', order: 5, type: 'control_datetime', answer: date },
    '7': { text: 'Meddelande', order: 6, type: 'control_textarea', answer: '' },
    '2': { text: 'Skicka', order: 7, type: 'control_button' },
  }) satisfies Answers;

const springEventQuestions = (
  name: [string, string],
  email: string,
  guests: string,
  interests: string[],
) =>
  ({
    '1': { text: 'Vårens bilträff', order: 1, type: 'control_head' },
    ...visitorQuestions(name, email),
    '5': { text: 'Antal personer', order: 4, type: 'control_radio', answer: guests },
    '6': { text: 'Jag är intresserad av', order: 5, type: 'control_checkbox', answer: interests },
    '2': { text: 'Anmäl mig', order: 6, type: 'control_button' },
  }) satisfies Answers;

/** The stored submissions, newest last, as the partner's `content` items. */
export const sandboxSubmissions: RawJotformSubmission[] = [
  {
    id: '5900000000000000101',
    form_id: testDriveFormId,
    answers: testDriveQuestions(
      ['Anna', 'Lind'],
      'anna.lind@example.se',
      'Volvo EX30',
      '2026-12-03',
    ),
  },
  {
    id: '5900000000000000102',
    form_id: testDriveFormId,
    answers: testDriveQuestions(['Erik', 'Berg'], 'erik.berg@example.se', 'Kia EV3', '2026-12-10'),
  },
  {
    id: '5900000000000000201',
    form_id: springEventFormId,
    answers: springEventQuestions(['Sara', 'Holm'], 'sara.holm@example.se', '2', [
      'Elbilar',
      'Provkörning',
    ]),
  },
  {
    id: '5900000000000000202',
    form_id: springEventFormId,
    answers: springEventQuestions(['Jonas', 'Ek'], 'jonas.ek@example.se', '1', ['Däckbyte']),
  },
];
