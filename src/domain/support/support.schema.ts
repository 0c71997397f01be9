import { z } from 'zod';
import { requiredText } from '../text';

export const supportMessageLimits = { name: 100, email: 254, subject: 200, message: 5000 } as const;

export const supportMessageSchema = z.strictObject({
  name: requiredText(supportMessageLimits.name),
  email: z.email().max(supportMessageLimits.email),
  subject: requiredText(supportMessageLimits.subject),
  message: requiredText(supportMessageLimits.message),
});
export type SupportMessageInput = z.infer<typeof supportMessageSchema>;

/** The eight questions of the help centre, in order; their texts live in the locale files. */
export const faqIds = ['howToBuy', 'howToSell', 'payment', 'delivery', 'tracking', 'returns', 'quality', 'account'] as const;
export type FaqId = (typeof faqIds)[number];
