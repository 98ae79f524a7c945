import { useCallback, useRef, useState } from 'react';
import type { SellCarSubmission, ServiceRequestSubmission } from '../contracts/lead-forms.route.ts';
import { pushStatisticsEvents } from '../lib/statistics-events.ts';
import { type LeadSendOutcome, readLeadGuard, sendLead } from './send-lead.ts';

/** Booking spec 4.2: idle, submitting, then success (202) or one of the ways it did not go. */
export type LeadFormPhase = 'idle' | 'submitting' | 'success' | Exclude<LeadSendOutcome, 'sent'>;

type Submission = SellCarSubmission | ServiceRequestSubmission;

/** The data-layer events of a lead form (car-stock spec 7 "Analytics"), after statistics consent. */
export function leadFormEvent(
  formName: string,
  action: 'start' | 'submit',
): Record<string, unknown> {
  return { event: 'form_interaction', form_name: formName, form_action: action };
}
export function leadFormErrorEvent(formName: string, outcome: LeadSendOutcome) {
  return { event: 'event_error', form_name: formName, error_type: outcome };
}

/**
 * A lead form's life in the browser: the phase, the first input reported once, and the send.
 * `send` reads the guard fields from the form element (the challenge's answer appears there),
 * sends the values under the ticket's submission id, and reports the outcome; the form's own
 * checks run before it is called.
 */
export function useLeadForm(formName: Submission['formName'], formSubmissionId: string) {
  const [phase, setPhase] = useState<LeadFormPhase>('idle');
  const started = useRef(false);

  const noteInput = useCallback(() => {
    if (started.current) return;
    started.current = true;
    pushStatisticsEvents([leadFormEvent(formName, 'start')]);
  }, [formName]);

  const send = useCallback(
    async (form: HTMLFormElement, values: Submission['values']): Promise<LeadSendOutcome> => {
      setPhase('submitting');
      pushStatisticsEvents([leadFormEvent(formName, 'submit')]);
      const outcome = await sendLead({
        formName,
        formSubmissionId,
        values,
        guard: readLeadGuard(form),
      } as Submission);
      if (outcome !== 'sent') pushStatisticsEvents([leadFormErrorEvent(formName, outcome)]);
      setPhase(outcome === 'sent' ? 'success' : outcome);
      return outcome;
    },
    [formName, formSubmissionId],
  );

  return { phase, noteInput, send };
}
