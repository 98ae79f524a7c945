import type { Context } from 'hono';
import { sellCarValuesSchema } from '#client/contracts/lead-forms.ts';
import { sellCarFormName } from '#client/contracts/lead-rules.ts';
import type { AppEnv } from '../../app-env.ts';
import { ApiError } from '../../api/api-error.ts';
import { createContentSource } from '../../content/create-content-source.ts';
import { checkValues, type FormHandling, postValues } from './form-handling.ts';

/**
 * The dealer mailbox of this site's sell-car leads: the site settings' `sellCarEmail`, read as the
 * pages read the settings. A site without one does not offer the form: a post is refused (502,
 * logged, so an editor hears of a form published where no one receives it).
 */
async function sellCarRecipient(c: Context<AppEnv>): Promise<string> {
  const site = c.get('site').name;
  let recipient: string | undefined;
  try {
    recipient = (await createContentSource(c).getSiteSettings(site)).sellCarEmail;
  } catch (error) {
    console.error('sell-car recipient unavailable', error instanceof Error ? error.message : error);
    throw new ApiError(502, 'The site settings could not be read; try again.');
  }
  if (recipient) return recipient;
  console.error(`sell-car form posted on ${site}, whose settings name no sellCarEmail`);
  throw new ApiError(502, 'The form is not set up on this site; please contact the dealer.');
}

/**
 * The sell-car form (booking spec 3.2): the partner receives the spec's values and `recipient`,
 * the site's sell-car mailbox; a recipient the browser posts is dropped by the schema.
 */
export const sellCarForm: FormHandling = {
  guarded: true,
  valuesOfPost: (fields) =>
    postValues(fields, {
      regno: 'text',
      milage: 'filled',
      customerName: 'text',
      customerPhone: 'text',
      customerEmail: 'text',
      option: 'text',
      other: 'text',
    }),
  async prepare(c, formSubmissionId, values) {
    const checked = checkValues(sellCarValuesSchema, values);
    const recipient = await sellCarRecipient(c);
    return {
      checked,
      submission: {
        formName: sellCarFormName,
        formSubmissionId,
        values: { ...checked, recipient },
      },
    };
  },
};
