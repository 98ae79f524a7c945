// The form builder's hosted form tells the page it sits in about a finished submission with a
// postMessage. Jotform's embed sends strings for its layout (`setHeight:539:<formId>`) and an
// object for a completed submission: `{action: 'submission-completed', formID, submissionID}`.
// Only that object, for this block's form, counts; everything else is ignored.

const digits = /^\d{5,25}$/;

/** The submission id a message reports for `formId`, or null when it reports none. */
export function reportedSubmission(data: unknown, formId: string): string | null {
  if (!data || typeof data !== 'object') return null;
  const message = data as { action?: unknown; formID?: unknown; submissionID?: unknown };
  if (message.action !== 'submission-completed' || String(message.formID) !== formId) return null;
  const submissionId = String(message.submissionID ?? '');
  return digits.test(submissionId) ? submissionId : null;
}
