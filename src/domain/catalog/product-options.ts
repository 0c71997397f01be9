/** A product's fixed choices. Kept apart from the zod schemas, so the web app's first download can use them without zod. */
export const units = ['kg', 'g', 'litre', 'piece', 'bunch', 'dozen', 'pack', 'unit'] as const;
export type Unit = (typeof units)[number];
export const conditions = ['new', 'excellent', 'good', 'fair'] as const;
export type Condition = (typeof conditions)[number];
export const productStatuses = ['active', 'draft', 'inactive'] as const;
export type ProductStatus = (typeof productStatuses)[number];
