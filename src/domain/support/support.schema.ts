import { z } from 'zod';

export const supportMessageLimits = { name: 100, email: 254, subject: 200, message: 5000 } as const;

export const supportMessageSchema = z.strictObject({
  name: z.string().trim().min(1).max(supportMessageLimits.name),
  email: z.email().max(supportMessageLimits.email),
  subject: z.string().trim().min(1).max(supportMessageLimits.subject),
  message: z.string().trim().min(1).max(supportMessageLimits.message),
});
export type SupportMessageInput = z.infer<typeof supportMessageSchema>;

/** The eight questions of the help centre, in order; their texts live in the locale files. */
export const faqIds = [
  'howToBuy',
  'howToSell',
  'payment',
  'delivery',
  'tracking',
  'returns',
  'quality',
  'account',
] as const;
export type FaqId = (typeof faqIds)[number];
