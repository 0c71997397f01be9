/** What every form says about a wrong field (lib/form.ts); a form adds its own words only where these are too vague. */
export const forms = {
  'form.error.required': 'This field is required.',
  'form.error.tooShort': 'Must be at least {min} characters.',
  'form.error.tooLong': 'Use at most {max} characters.',
  'form.error.email': 'Enter a valid email address, like name@example.com.',
  'form.error.choose': 'Choose one of the options.',
  'form.error.invalid': 'Check this value.',
};
