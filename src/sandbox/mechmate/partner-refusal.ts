import { refusalAnswer } from '../partner-refusal.ts';

// Mechmate says no the way every partner of the sandbox does (../partner-refusal.ts); what it
// answers when something it did not plan for fails is its own.

export { PartnerRefusal, read } from '../partner-refusal.ts';

/** The partner's error answer: a refusal as `{message}`, anything else a 500 that is logged. */
export const answerRefusal = refusalAnswer(
  'mechmate',
  'Verkstadsbokningen fick ett oväntat fel. Försök igen senare.',
);
