import { describe, expect, it } from 'vitest';
import {
  backspace,
  emptyOtp,
  enterDigits,
  moveFocus,
  otpCode,
  otpComplete,
  pasteCode,
} from '#client/tire-hotel/otp-digits.ts';

const boxes = (code: string) => [...code.padEnd(4, ' ')].map((c) => (c === ' ' ? '' : c));

describe('the code boxes', () => {
  it('take a digit and move on, stay on the last box', () => {
    expect(enterDigits(emptyOtp, 0, '7')).toEqual({ digits: boxes('7'), focus: 1 });
    expect(enterDigits(boxes('123'), 3, '4')).toEqual({ digits: boxes('1234'), focus: 3 });
  });

  it('refuse anything but digits', () => {
    expect(enterDigits(emptyOtp, 1, 'a')).toEqual({ digits: emptyOtp, focus: 1 });
    expect(enterDigits(boxes('12'), 1, '-')).toEqual({ digits: boxes('1'), focus: 1 });
  });

  it('replace the digit of a filled box with the one typed', () => {
    expect(enterDigits(boxes('1234'), 1, '29')).toEqual({ digits: boxes('1934'), focus: 2 });
    expect(enterDigits(boxes('1234'), 1, '92')).toEqual({ digits: boxes('1934'), focus: 2 });
  });

  it('spread a one-time-code autofill from the box it lands in', () => {
    expect(enterDigits(emptyOtp, 0, '4821')).toEqual({ digits: boxes('4821'), focus: 3 });
    expect(enterDigits(emptyOtp, 2, '4821')).toEqual({ digits: boxes('  48'), focus: 3 });
  });

  it('clear on Backspace and move back; an empty box clears the one before', () => {
    expect(backspace(boxes('1234'), 3)).toEqual({ digits: boxes('123'), focus: 2 });
    expect(backspace(boxes('12'), 2)).toEqual({ digits: boxes('1'), focus: 1 });
    expect(backspace(boxes('1'), 0)).toEqual({ digits: emptyOtp, focus: 0 });
  });

  it('move with the arrows, Home and End, and not past the ends', () => {
    expect(moveFocus(1, 'ArrowLeft')).toBe(0);
    expect(moveFocus(0, 'ArrowLeft')).toBe(0);
    expect(moveFocus(2, 'ArrowRight')).toBe(3);
    expect(moveFocus(3, 'ArrowRight')).toBe(3);
    expect(moveFocus(2, 'Home')).toBe(0);
    expect(moveFocus(0, 'End')).toBe(3);
    expect(moveFocus(1, 'Enter')).toBeNull();
  });

  it('take the first four digits of a paste, from the first box', () => {
    expect(pasteCode('Din kod: 4821 56')).toEqual({ digits: boxes('4821'), focus: 3 });
    expect(pasteCode(' 48')).toEqual({ digits: boxes('48'), focus: 2 });
    expect(pasteCode('kod')).toEqual({ digits: emptyOtp, focus: 0 });
  });

  it('spell the code, complete only with four digits', () => {
    expect(otpComplete(boxes('482'))).toBe(false);
    expect(otpComplete(boxes('4821'))).toBe(true);
    expect(otpCode(boxes('4821'))).toBe('4821');
  });
});
