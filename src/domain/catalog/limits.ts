/** The catalog's fixed numbers (spec section 9), kept apart from the zod schemas so pages can read them cheaply. */
export const featuredProductCount = 4;
