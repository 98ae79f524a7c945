// The marketing-automation provider's forms script as the sandbox plays it: a small script that
// defines `window.MarketingForms.forms.create({formId, target, onSubmitted})` (the contract is in
// the README, "Lead-form embeds"). It draws a name and e-mail form into the target element; the
// browser checks the fields, and a valid submit shows the provider's thank-you in place of the
// form and calls `onSubmitted({formId, values})`, the provider's submit event. Plain ES2017, no
// inline styles (the page's CSP allows none): the site styles `.mf-form`.
export const marketingFormsScript = `(function () {
  'use strict';
  var counter = 0;
  function field(form, id, label, type, autocomplete) {
    var wrapper = document.createElement('div');
    wrapper.className = 'mf-form__field';
    var labelElement = document.createElement('label');
    labelElement.htmlFor = id;
    labelElement.textContent = label;
    var input = document.createElement('input');
    input.id = id;
    input.name = id.split('-').pop();
    input.type = type;
    input.required = true;
    input.autocomplete = autocomplete;
    wrapper.append(labelElement, input);
    form.append(wrapper);
  }
  function create(options) {
    if (!options || typeof options.formId !== 'string' || !(options.target instanceof Element))
      throw new TypeError('MarketingForms.forms.create needs a formId and a target element');
    counter += 1;
    var prefix = 'mf-' + counter;
    var form = document.createElement('form');
    form.className = 'mf-form';
    form.noValidate = false;
    form.setAttribute('data-mf-form-id', options.formId);
    field(form, prefix + '-name', 'Namn', 'text', 'name');
    field(form, prefix + '-email', 'E-post', 'email', 'email');
    var button = document.createElement('button');
    button.type = 'submit';
    button.className = 'mf-form__submit';
    button.textContent = 'Skicka';
    form.append(button);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var values = {};
      new FormData(form).forEach(function (value, key) { values[key] = String(value); });
      var thanks = document.createElement('p');
      thanks.className = 'mf-form__thanks';
      thanks.setAttribute('role', 'status');
      thanks.textContent = 'Tack! Vi hör av oss snart.';
      form.replaceWith(thanks);
      if (typeof options.onSubmitted === 'function')
        options.onSubmitted({ formId: options.formId, values: values });
    });
    options.target.append(form);
    return { destroy: function () { form.remove(); } };
  }
  window.MarketingForms = { version: '1', forms: { create: create } };
})();
`;
