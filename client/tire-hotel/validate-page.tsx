import { type FormEvent, useId, useRef, useState } from 'react';
import type { CodeSent, TireHotelCustomer, TireHotelValidated } from '../contracts/tire-hotel.ts';
import { validateRoute } from '../contracts/tire-hotel.route.ts';
import { callApi } from '../lib/api-call.ts';
import { fill } from '../lib/fill.ts';
import { BusyButton } from './busy-button.tsx';
import { emptyOtp, otpCode, otpComplete, type OtpDigits } from './otp-digits.ts';
import { OtpField, type OtpFieldHandle } from './otp-field.tsx';
import { refusalOf } from './session-refusal.ts';
import type { TireHotelTexts } from './tire-hotel.texts.ts';

/**
 * Validate (booking spec 2.5, 5.4): the four code boxes and 'Verifiera kod' from four digits; a
 * verdict of the partner (wrong code, expired code) or a limit (429, naming the time) shows its
 * message, empties the boxes and puts the focus on the first; editing clears the message.
 * 'Skicka en ny kod' goes back to Login.
 */
export function ValidatePage({
  customer,
  codeSent,
  texts,
  onValidated,
  onNewCode,
}: {
  customer: TireHotelCustomer;
  codeSent: CodeSent;
  texts: TireHotelTexts['validate'];
  onValidated: (validated: TireHotelValidated) => void;
  onNewCode: () => void;
}) {
  const [digits, setDigits] = useState<OtpDigits>(emptyOtp);
  const [verifying, setVerifying] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const field = useRef<OtpFieldHandle>(null);
  const messageId = useId();

  const refuse = (message: string) => {
    setProblem(message);
    setDigits(emptyOtp);
    field.current?.focusFirst();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!otpComplete(digits) || verifying) return;
    setVerifying(true);
    try {
      const validated = await callApi(validateRoute(otpCode(digits)), undefined);
      // Status 0 is a logged-in session (spec 4.3); any other has nothing to show.
      if (validated.status === 0 && validated.vehicles.length > 0) onValidated(validated);
      else refuse(texts.failed);
    } catch (error) {
      refuse(refusalOf(error, texts.failed, true).message);
    } finally {
      setVerifying(false);
    }
  };

  return (
    <form className="tire-hotel-form" onSubmit={submit} aria-busy={verifying}>
      <h2 className="tire-hotel-page__title" tabIndex={-1}>
        {texts.title}
      </h2>
      <p>
        {fill(texts.intro, {
          phone: customer.obfuscatedPhoneNumber,
          minutes: Math.ceil(codeSent.expiresInSeconds / 60),
        })}
      </p>
      <OtpField
        ref={field}
        digits={digits}
        onChange={(next) => {
          setDigits(next);
          setProblem(null);
        }}
        label={texts.codeLabel}
        digitLabel={texts.digitLabel}
        errorId={problem ? messageId : undefined}
        invalid={problem !== null}
        busy={verifying}
      />
      <BusyButton
        label={texts.submit}
        busyLabel={texts.verifying}
        busy={verifying}
        disabled={!otpComplete(digits)}
      />
      <p id={messageId} className="tire-hotel-message" role="alert">
        {problem}
      </p>
      <p>
        <button type="button" className="link-button tire-hotel-link" onClick={onNewCode}>
          {texts.newCode}
        </button>
      </p>
    </form>
  );
}
