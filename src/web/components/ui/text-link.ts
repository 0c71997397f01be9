/**
 * A link in running text or a row (not a button): brand-coloured, underlined on hover, with the focus ring. Its
 * padding makes a one-line link at least 24 px tall to a finger (the padding of an inline box is hit but moves no
 * line), where a line of small text alone is 16 to 20 px.
 */
export const textLinkClasses =
  'rounded py-1 font-medium text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
