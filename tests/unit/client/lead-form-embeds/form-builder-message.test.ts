import { describe, expect, it } from 'vitest';
import { reportedSubmission } from '#client/lead-form-embeds/form-builder-message.ts';

const formId = '241000000000001';

describe('reportedSubmission', () => {
  it("reads the submission id of the form builder's completed-submission message", () => {
    const message = {
      action: 'submission-completed',
      formID: formId,
      submissionID: '5900000000000000101',
    };
    expect(reportedSubmission(message, formId)).toBe('5900000000000000101');
  });

  it("ignores its layout strings, another form's submission and ids that are not digits", () => {
    expect(reportedSubmission(`setHeight:539:${formId}`, formId)).toBeNull();
    expect(
      reportedSubmission(
        { action: 'submission-completed', formID: '241000000000002', submissionID: '59001' },
        formId,
      ),
    ).toBeNull();
    expect(
      reportedSubmission(
        { action: 'submission-completed', formID: formId, submissionID: '../x' },
        formId,
      ),
    ).toBeNull();
    expect(reportedSubmission({ action: 'scrollIntoView', formID: formId }, formId)).toBeNull();
    expect(reportedSubmission(null, formId)).toBeNull();
  });
});
