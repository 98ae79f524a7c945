import type { SubmissionAnswer } from '#client/contracts/jotform.ts';
import type { RawJotformAnswer, RawJotformSubmission } from './contract.ts';

/** Question types that show something but ask nothing: a heading, a paragraph, the button. */
const displayOnlyTypes = new Set([
  'control_head',
  'control_text',
  'control_button',
  'control_divider',
  'control_image',
  'control_pagebreak',
  'control_collapse',
]);

/** An answer as one line of text: a list joined by commas, a compound answer by its parts. */
function answerText(answer: RawJotformAnswer): string {
  const value = answer.answer;
  if (value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value))
    return value
      .map((item) => item.trim())
      .filter(Boolean)
      .join(', ');
  if (answer.prettyFormat?.trim()) return answer.prettyFormat.trim();
  return Object.values(value)
    .filter((part): part is string => typeof part === 'string' && part.trim() !== '')
    .map((part) => part.trim())
    .join(' ');
}

/**
 * The answers the thank-you shows (spec 7: `content[0].answers` is read): the questions the
 * visitor answered, in the form's order, each as its label and the answer as text; headings,
 * buttons and unanswered questions are left out.
 */
export function toSubmissionAnswers(submission: RawJotformSubmission): SubmissionAnswer[] {
  return Object.values(submission.answers)
    .filter((answer) => !displayOnlyTypes.has(answer.type))
    .sort((a, b) => a.order - b.order)
    .map((answer) => ({ label: answer.text.trim(), value: answerText(answer) }))
    .filter((answer) => answer.value !== '');
}
