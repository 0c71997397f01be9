import { Readable } from 'node:stream';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { salesRangeQuerySchema, type DayRange } from '@domain/seller/sales-range';
import {
  analyticsQuerySchema,
  customerListSchema,
  customersQuerySchema,
  salesAnalyticsSchema,
  salesReportSchema,
  sellerInsightsSchema,
} from '@domain/seller/seller-insights.schema';
import { languageOfRequest } from '@server/http/language';
import type { Auth } from '../auth/auth';
import { signedIn, signedInUser } from '../auth/guards';
import { enforceRateLimits, type RateLimitRule } from '../rate-limit/rate-limit.service';
import { renderSalesReportHtml } from './sales-report-html';
import { getSalesAnalytics, getSalesReport, getSellerInsights, listCustomers, openSalesCsv, type SellerContext } from './seller.service';

/**
 * Downloads read every sale of their range, so one person can ask for only so many: a few a minute is more
 * than anyone reading them needs, and a script asking for two-year reports in a loop is stopped.
 */
export const defaultReportDownloadLimit: RateLimitRule = { limit: 30, windowSeconds: 10 * 60 };

function reportFileName(range: DayRange, extension: 'csv' | 'html') {
  return `govi-market-sales-${range.from}-to-${range.to}.${extension}`;
}

function asDownload(reply: FastifyReply, contentType: string, fileName: string) {
  return reply.type(contentType).header('content-disposition', `attachment; filename="${fileName}"`);
}

/**
 * The seller area's figures: every route here is one signed-in person's own data (anyone may sell), answered
 * only to them and never stored by a browser or proxy for anyone else.
 */
export function registerSellerRoutes(
  app: FastifyInstance,
  {
    seller: context,
    auth,
    downloadLimit,
    requestsPerMinute,
  }: { seller: SellerContext; auth: Auth; downloadLimit: RateLimitRule; requestsPerMinute: number },
) {
  void app.register(
    async (plugin) => {
      const requireSignedIn = signedIn(auth);
      plugin.addHook('onRequest', async (request, reply) => {
        reply.header('cache-control', 'private, no-store');
        await requireSignedIn(request);
      });
      // Counted per account on this instance, after the hook above has found the account. Every figure here is counted
      // anew per request: SELLER_REQUESTS_PER_MINUTE (120, two a second for a minute) is far more than a person changing
      // ranges asks for, and bounds what a script can make one instance's database do for one account.
      await plugin.register(rateLimit, {
        max: requestsPerMinute,
        timeWindow: 60_000,
        hook: 'preHandler',
        keyGenerator: (request) => `seller:${signedInUser(request).id}`,
        errorResponseBuilder: (_request, limit) => ({
          statusCode: 429,
          message: `You have asked for many reports in the last minute. Please wait ${Math.ceil(limit.ttl / 1000)} seconds.`,
        }),
      });
      const typed = plugin.withTypeProvider<ZodTypeProvider>();
      const sellerIdOf = (request: FastifyRequest) => signedInUser(request).id;
      const takeDownload = (sellerId: string) =>
        enforceRateLimits(
          context.db,
          [{ key: `report-download:${sellerId}`, rule: downloadLimit }],
          'You have downloaded many reports in the last few minutes. Please wait a little before the next one.',
        );

      typed.get('/insights', { schema: { response: { 200: sellerInsightsSchema } } }, async (request) =>
        getSellerInsights(context, sellerIdOf(request)),
      );

      typed.get('/analytics', { schema: { querystring: analyticsQuerySchema, response: { 200: salesAnalyticsSchema } } }, async (request) =>
        getSalesAnalytics(context, sellerIdOf(request), request.query),
      );

      typed.get('/customers', { schema: { querystring: customersQuerySchema, response: { 200: customerListSchema } } }, async (request) =>
        listCustomers(context, sellerIdOf(request), request.query),
      );

      typed.get(
        '/sales-report',
        { schema: { querystring: salesRangeQuerySchema, response: { 200: salesReportSchema } } },
        async (request) => getSalesReport(context, sellerIdOf(request), request.query),
      );

      // A long CSV streams in gzip, not brotli: brotli held the whole 10 MB file back (first byte after 30 s, 50 MB
      // held) where gzip sends each page on as it comes. One that fits in a page is sent whole (registerBodyCompression).
      typed.get(
        '/sales-report.csv',
        { schema: { querystring: salesRangeQuerySchema }, compress: { encodings: ['gzip'] } },
        async (request, reply) => {
          const sellerId = sellerIdOf(request);
          await takeDownload(sellerId);
          // The first rows are read before anything is sent, so a failing database is a clear 500, not a cut-off file.
          const csv = await openSalesCsv(context, sellerId, request.query, languageOfRequest(request));
          return asDownload(reply, 'text/csv; charset=utf-8', reportFileName(request.query, 'csv')).send(
            typeof csv === 'string' ? csv : Readable.from(csv),
          );
        },
      );

      typed.get('/sales-report.html', { schema: { querystring: salesRangeQuerySchema } }, async (request, reply) => {
        const sellerId = sellerIdOf(request);
        await takeDownload(sellerId);
        const report = await getSalesReport(context, sellerId, request.query);
        const html = renderSalesReportHtml(report, languageOfRequest(request), context.currency);
        return asDownload(reply, 'text/html; charset=utf-8', reportFileName(request.query, 'html')).send(html);
      });
    },
    { prefix: '/api/seller' },
  );
}
