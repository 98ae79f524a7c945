import { useId, useState } from 'react';
import type { CodeSent, TireHotelCustomer } from '../contracts/tire-hotel.ts';
import { loginRoute } from '../contracts/tire-hotel.route.ts';
import { callApi } from '../lib/api-call.ts';
import { fill } from '../lib/fill.ts';
import { BusyButton } from './busy-button.tsx';
import { refusalOf } from './session-refusal.ts';
import type { TireHotelTexts } from './tire-hotel.texts.ts';

/**
 * Login (booking spec 2.5): the number the code goes to (obfuscated), the plate, a contact link
 * for a wrong number, and 'Skicka kod'. The worker checks the number belongs to the plate, asks
 * the partner for the code and keeps the partner's token in its cookie; the page gets only
 * `{codeSent}`. A refusal shows the worker's message (spec 8.3), a 401 ends the session.
 */
export function LoginPage({
  customer,
  texts,
  contactUrl,
  onCodeSent,
  onSessionEnded,
}: {
  customer: TireHotelCustomer;
  texts: TireHotelTexts['login'];
  contactUrl: string;
  onCodeSent: (codeSent: CodeSent) => void;
  onSessionEnded: () => void;
}) {
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const messageId = useId();

  const send = async () => {
    if (sending) return;
    setSending(true);
    setProblem(null);
    try {
      onCodeSent(
        await callApi(loginRoute(customer.encryptedPhoneNumber, customer.regNo), undefined),
      );
    } catch (error) {
      const refusal = refusalOf(error, texts.failed);
      if (refusal.sessionEnded) onSessionEnded();
      else setProblem(refusal.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="tire-hotel-form" aria-busy={sending}>
      <h2 className="tire-hotel-page__title" tabIndex={-1}>
        {texts.title}
      </h2>
      <p>{fill(texts.intro, { phone: customer.obfuscatedPhoneNumber })}</p>
      <dl className="tire-hotel-facts">
        <dt>{texts.plate}</dt>
        <dd className="tire-hotel-facts__plate">{customer.regNo}</dd>
      </dl>
      <p>
        {texts.wrongNumber} <a href={contactUrl}>{texts.contactLink}</a>
      </p>
      <BusyButton
        label={texts.submit}
        busyLabel={texts.sending}
        busy={sending}
        onClick={send}
        describedBy={problem ? messageId : undefined}
      />
      <p id={messageId} className="tire-hotel-message" role="alert">
        {problem}
      </p>
    </div>
  );
}
