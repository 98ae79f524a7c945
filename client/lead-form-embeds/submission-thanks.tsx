import { useEffect, useRef } from 'react';
import type { SubmissionAnswer } from '../contracts/jotform.ts';

/**
 * The thank-you after a form-builder submission, with what the visitor sent when the worker could
 * read it (null: the thank-you alone, spec 8 "logged only"). It takes the focus from the frame
 * that disappeared, so a keyboard or screen-reader visitor lands on it.
 */
export function SubmissionThanks({
  answers,
  texts,
}: {
  answers: SubmissionAnswer[] | null;
  texts: { thanks: string; yourAnswers: string };
}) {
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="form-builder__thanks" role="status">
      <p className="form-builder__thanks-title" ref={heading} tabIndex={-1}>
        {texts.thanks}
      </p>
      {answers && answers.length > 0 && (
        <>
          <p className="form-builder__answers-title">{texts.yourAnswers}</p>
          <dl className="form-builder__answers">
            {answers.map((answer, index) => (
              <div key={index} className="form-builder__answer">
                <dt>{answer.label}</dt>
                <dd>{answer.value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
    </div>
  );
}
