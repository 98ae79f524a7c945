import { useEffect, useRef, useState } from 'react';
import type { SubmissionAnswer } from '../contracts/jotform.ts';
import { jotformAnswersRoute } from '../contracts/jotform.route.ts';
import { reportedSubmission } from '../lead-form-embeds/form-builder-message.ts';
import { SubmissionThanks } from '../lead-form-embeds/submission-thanks.tsx';
import { callApi } from '../lib/api-call.ts';
import type { FormBuilderProps } from './form-builder.props.ts';

/** Before the hosted form reports a submission; after it, the answers (null: they could not be read). */
type Sent = { answers: SubmissionAnswer[] | null } | null;

/**
 * The form builder's hosted form in a frame, with a plain link to it under the frame. When the
 * frame (only it, from the hosted forms' origin) reports a submission of this form, the island
 * asks `POST /api/jotform` for that submission's answers and shows the visitor what they sent; a
 * failed call is logged as a warning and the thank-you shows without them (spec 8: logged only).
 */
export default function FormBuilder({ formId, formUrl, frameTitle, texts }: FormBuilderProps) {
  const frame = useRef<HTMLIFrameElement>(null);
  const [sent, setSent] = useState<Sent>(null);

  useEffect(() => {
    const origin = new URL(formUrl).origin;
    const controller = new AbortController();
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.current?.contentWindow) return;
      const submissionId = reportedSubmission(event.data, formId);
      if (!submissionId) return;
      callApi(jotformAnswersRoute, { formId, submissionId }, controller.signal).then(
        ({ answers }) => setSent({ answers }),
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.warn('form builder: the answers of the submission could not be read', error);
          setSent({ answers: null });
        },
      );
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      controller.abort();
    };
  }, [formId, formUrl]);

  if (sent) return <SubmissionThanks answers={sent.answers} texts={texts} />;
  return (
    <>
      <iframe ref={frame} className="form-builder__frame" src={formUrl} title={frameTitle} />
      <p className="lead-embed__note">
        <a className="lead-embed__link" href={formUrl} target="_blank" rel="noopener noreferrer">
          {texts.openFormInNewTab}
        </a>
      </p>
    </>
  );
}
