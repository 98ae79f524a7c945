type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A form control the visitor changed before its island hydrated, with their value or tick. */
export type TypedValue = [control: Control, typed: string | boolean];

/** What a control holds in the server's markup (a select: its option marked selected, or its first). */
function markupValue(control: Control): string | boolean {
  if (control instanceof HTMLSelectElement)
    return (
      (control.querySelector<HTMLOptionElement>('option[selected]') ?? control.options[0])?.value ??
      ''
    );
  return isToggle(control) ? control.defaultChecked : control.defaultValue;
}

/**
 * The controls a visitor types into, ticks or chooses from. Not a range or colour input (the
 * browser gives those a value the markup does not hold, a range its midpoint, which would read as
 * typed), a file input (no script may set its value) or a hidden one.
 */
const typedControls =
  'input:not([type=hidden],[type=range],[type=color],[type=file]), textarea, select';

const isToggle = (control: Control): control is HTMLInputElement =>
  control.type === 'checkbox' || control.type === 'radio';

/**
 * What the visitor typed, ticked or chose in an island's server-rendered form before its script
 * came (the markup holds the defaults, so a difference is the visitor's): hydration makes React's
 * state the truth and would wipe it.
 */
export function typedValues(root: Element): TypedValue[] {
  const typed: TypedValue[] = [];
  for (const control of root.querySelectorAll<Control>(typedControls)) {
    const now = isToggle(control) ? control.checked : control.value;
    if (now !== markupValue(control)) typed.push([control, now]);
  }
  return typed;
}

/**
 * Gives the visitor's changes back to the hydrated island as if typed again: through the element's
 * native setter (which React's change tracking does not see; a control React replaced takes it harmlessly) and the event React listens to, so
 * the island's onChange takes each into its state. A box is set to the opposite quietly and then
 * clicked, the click being what React hears for a checkbox or radio.
 */
export function retype(typed: readonly TypedValue[]): void {
  for (const [control, value] of typed) {
    const toggle = typeof value === 'boolean';
    // React hears a change only from the value it last saw set: when nothing re-rendered the
    // field after hydration, that is the typed value itself. Setting the markup's value through
    // the element first (React sees that) makes the typed one a change again.
    if (!toggle) control.value = markupValue(control) as string;
    Object.getOwnPropertyDescriptor(
      Object.getPrototypeOf(control),
      toggle ? 'checked' : 'value',
    )?.set?.call(control, toggle ? !value : value);
    if (toggle) control.click();
    // React's onChange hears 'change' for a select, a text field and a text area alike.
    else control.dispatchEvent(new Event('change', { bubbles: true }));
  }
}
