import { otpLength } from '../contracts/tire-hotel-rules.ts';

// The four code boxes' rules (booking spec 5.4) as pure functions of the digits and the box:
// digits only per box, typing moves on, Backspace clears and moves back, the arrows move, a paste
// takes the first four digits. otp-field.tsx wires them to the boxes' events.

/** One entry per box: a digit, or '' for an empty box. */
export type OtpDigits = readonly string[];

/** What an edit leaves: the digits, and the box that has the focus next. */
export interface OtpEdit {
  digits: OtpDigits;
  focus: number;
}

export const emptyOtp: OtpDigits = Array.from({ length: otpLength }, () => '');

const lastBox = otpLength - 1;
const onlyDigits = (text: string) => text.replace(/\D/g, '');

/** The code the boxes spell, complete only when every box holds a digit. */
export function otpCode(digits: OtpDigits): string {
  return digits.join('');
}

export function otpComplete(digits: OtpDigits): boolean {
  return digits.every((digit) => digit !== '');
}

/** Fills the boxes from `box` on with `typed` digits, the focus on the box after the last one. */
function spread(digits: OtpDigits, box: number, typed: string): OtpEdit {
  const next = [...digits];
  const taken = typed.slice(0, otpLength - box);
  for (const [offset, digit] of [...taken].entries()) next[box + offset] = digit;
  return { digits: next, focus: Math.min(box + taken.length, lastBox) };
}

/**
 * A box's new value as the browser reports it. One digit fills the box and moves on; no digit
 * (a letter, or the box emptied) leaves it empty; a digit typed into a filled box replaces the old
 * one; more digits at once (the phone's one-time-code autofill into the first box) fill the boxes
 * from this one on.
 */
export function enterDigits(digits: OtpDigits, box: number, value: string): OtpEdit {
  const typed = onlyDigits(value);
  const before = digits[box] ?? '';
  if (typed === '') {
    const next = [...digits];
    next[box] = '';
    return { digits: next, focus: box };
  }
  if (typed.length === 2 && before !== '' && typed.includes(before))
    return spread(digits, box, typed[0] === before ? typed[1]! : typed[0]!);
  return spread(digits, box, typed);
}

/** Backspace: clears this box and moves back; in an empty box, clears the one before. */
export function backspace(digits: OtpDigits, box: number): OtpEdit {
  const cleared = digits[box] !== '' ? box : Math.max(box - 1, 0);
  const next = [...digits];
  next[cleared] = '';
  return { digits: next, focus: Math.max(box - 1, 0) };
}

/** The arrows move one box, Home and End to the first and the last; other keys do not move. */
export function moveFocus(box: number, key: string): number | null {
  switch (key) {
    case 'ArrowLeft':
      return Math.max(box - 1, 0);
    case 'ArrowRight':
      return Math.min(box + 1, lastBox);
    case 'Home':
      return 0;
    case 'End':
      return lastBox;
    default:
      return null;
  }
}

/** A paste anywhere in the code: the first four digits of it fill the boxes from the first. */
export function pasteCode(text: string): OtpEdit {
  return spread(emptyOtp, 0, onlyDigits(text));
}
