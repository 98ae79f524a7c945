import {
  type ClipboardEvent,
  type KeyboardEvent,
  type Ref,
  useId,
  useImperativeHandle,
  useRef,
} from 'react';
import { fill } from '../lib/fill.ts';
import {
  backspace,
  enterDigits,
  moveFocus,
  type OtpDigits,
  type OtpEdit,
  pasteCode,
} from './otp-digits.ts';

/** What the Validate page asks of the field: the focus back on the first box. */
export interface OtpFieldHandle {
  focusFirst: () => void;
}

/**
 * The one-time code as four single-digit boxes (booking spec 2.5, 5.4), announced as ONE field:
 * a group named by the label, each box 'Siffra n av 4', the error tied to every box. The first
 * box takes the phone's one-time-code autofill. Enter submits through the surrounding form.
 */
export function OtpField({
  digits,
  onChange,
  label,
  digitLabel,
  errorId,
  invalid,
  busy,
  ref,
}: {
  digits: OtpDigits;
  onChange: (digits: OtpDigits) => void;
  label: string;
  /** 'Siffra {n} av {total}'. */
  digitLabel: string;
  /** The error message's id while one shows. */
  errorId: string | undefined;
  invalid: boolean;
  /** While the code is checked: read-only, so the focus stays where it is. */
  busy: boolean;
  ref?: Ref<OtpFieldHandle>;
}) {
  const labelId = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  useImperativeHandle(ref, () => ({ focusFirst: () => boxes.current[0]?.focus() }), []);

  const apply = (edit: OtpEdit) => {
    onChange(edit.digits);
    boxes.current[edit.focus]?.focus();
  };

  const keyDown = (box: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      apply(backspace(digits, box));
      return;
    }
    const target = moveFocus(box, event.key);
    if (target === null) return;
    event.preventDefault();
    boxes.current[target]?.focus();
  };

  const paste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    apply(pasteCode(event.clipboardData.getData('text')));
  };

  return (
    <div className="tire-hotel-otp">
      <span className="tire-hotel-otp__label" id={labelId}>
        {label}
      </span>
      <div
        className="tire-hotel-otp__boxes"
        role="group"
        aria-labelledby={labelId}
        aria-describedby={errorId}
      >
        {digits.map((digit, box) => (
          <input
            // The boxes never reorder: the position is the identity.
            key={box}
            ref={(element) => {
              boxes.current[box] = element;
            }}
            className="tire-hotel-otp__box"
            value={digit}
            onChange={(event) => apply(enterDigits(digits, box, event.currentTarget.value))}
            onKeyDown={keyDown(box)}
            onPaste={paste}
            // Typing into a filled box replaces its digit.
            onFocus={(event) => event.currentTarget.select()}
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={box === 0 ? 'one-time-code' : 'off'}
            aria-label={fill(digitLabel, { n: box + 1, total: digits.length })}
            aria-invalid={invalid || undefined}
            aria-describedby={errorId}
            readOnly={busy}
          />
        ))}
      </div>
    </div>
  );
}
