import { z } from 'zod';
import { districts } from '../catalog/districts';
import { requiredText } from '../text';
import { boostLimits, boostStatuses } from './boost-limits';

/** What a seller sends to launch a boost. The budget is recorded and shown, never charged (there is no online payment). */
export const launchBoostSchema = z.strictObject({
  productId: z.uuid(),
  description: requiredText(boostLimits.description),
  dailyBudgetCents: z
    .number()
    .int('must be a whole number of cents')
    .min(boostLimits.minDailyBudgetCents)
    .max(boostLimits.maxDailyBudgetCents),
  durationDays: z.number().int('must be a whole number of days').min(boostLimits.minDays).max(boostLimits.maxDays),
  /** Shown only to Browse searches for these districts (or for none); empty: everywhere. */
  districts: z
    .array(z.enum(districts))
    .max(districts.length)
    .refine((chosen) => new Set(chosen).size === chosen.length, 'names a district twice')
    .default([]),
});
export type LaunchBoostInput = z.input<typeof launchBoostSchema>;
export type LaunchBoost = z.output<typeof launchBoostSchema>;

export const boostTotalsSchema = z.object({
  impressions: z.number().int(),
  clicks: z.number().int(),
  /** Orders placed within the attribution window after a click by the same visitor (cancelled ones left out). */
  orders: z.number().int(),
  /** The boosted product's share of those orders, in minor units. */
  revenueCents: z.number().int(),
});
export type BoostTotals = z.infer<typeof boostTotalsSchema>;

export const boostDaySchema = boostTotalsSchema.extend({ day: z.string() });
export type BoostDay = z.infer<typeof boostDaySchema>;

/** A boost as its seller sees it on Run Ads, with its numbers per Colombo day (from its start to today or its end). */
export const boostSchema = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  productTitle: z.string(),
  coverUrl: z.string().nullable(),
  description: z.string(),
  dailyBudgetCents: z.number().int(),
  durationDays: z.number().int(),
  districts: z.array(z.enum(districts)),
  status: z.enum(boostStatuses),
  startsAt: z.string(),
  endsAt: z.string(),
  totals: boostTotalsSchema,
  days: z.array(boostDaySchema),
});
export type Boost = z.infer<typeof boostSchema>;

/** The seller's boosts, and their figures together (an order credited to two of them counted once). */
export const boostListSchema = z.object({ boosts: z.array(boostSchema), totals: boostTotalsSchema });
export type BoostList = z.infer<typeof boostListSchema>;
