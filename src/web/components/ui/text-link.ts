/** A link in running text or a row (not a button): brand-coloured, underlined on hover, with the focus ring. */
export const textLinkClasses =
  'rounded font-medium text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';
