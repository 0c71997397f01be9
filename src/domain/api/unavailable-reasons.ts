// Apart from the API error's schema: every page's shared error message reads this, and zod would otherwise come
// with it into the start of Browse and product pages.

/** The reason of an `unavailable` error when the market's database is away (not one part, such as the photos). */
export const marketUnavailableReason = 'market_unavailable';
