import type { ConsentDialogProps } from '../islands/consent-dialog.props.ts';

/** Each category's name and hint, as the site dictionary keys them. */
const categoryTexts = {
  necessary: ['consentNecessary', 'consentNecessaryText'],
  statistics: ['consentStatistics', 'consentStatisticsText'],
  marketing: ['consentMarketing', 'consentMarketingText'],
} as const;

interface ConsentCategoryProps {
  /** The dialog's id: the category's checkbox and hint ids start with it. */
  id: string;
  name: keyof typeof categoryTexts;
  checked: boolean;
  dictionary: ConsentDialogProps['dictionary'];
  onChange: (checked: boolean) => void;
}

/**
 * One consent category: a checkbox with its name and hint. Necessary cookies are always on; the
 * others post as their own field when the form is sent without a script.
 */
export function ConsentCategory({ id, name, checked, dictionary, onChange }: ConsentCategoryProps) {
  const [label, hint] = categoryTexts[name];
  const necessary = name === 'necessary';
  return (
    <li className="consent__category">
      <input
        id={`${id}-${name}`}
        type="checkbox"
        name={necessary ? undefined : name}
        value="1"
        checked={checked}
        disabled={necessary}
        aria-describedby={`${id}-${name}-text`}
        // Enter in a checkbox would submit the form with its first button (reject all); Space ticks.
        onKeyDown={(event) => {
          if (event.key === 'Enter') event.preventDefault();
        }}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <label htmlFor={`${id}-${name}`}>{dictionary[label]}</label>
      <p id={`${id}-${name}-text`} className="consent__hint">
        {dictionary[hint]}
      </p>
    </li>
  );
}
