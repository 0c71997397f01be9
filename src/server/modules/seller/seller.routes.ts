import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { salesRangeQuerySchema, type DayRange } from '../../../domain/seller/sales-range';
import {
  analyticsQuerySchema,
  customerListSchema,
  customersQuerySchema,
  salesAnalyticsSchema,
  salesReportSchema,
  sellerInsightsSchema,
} from '../../../domain/seller/seller-insights.schema';
import { languageOfRequest } from '../../http/language';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/auth.service';
import { renderSalesReportHtml } from './sales-report-html';
import { getSalesAnalytics, getSalesReport, getSellerInsights, listCustomers, streamSalesCsv, type SellerContext } from './seller.service';

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
export function registerSellerRoutes(app: FastifyInstance, { seller: context, auth }: { seller: SellerContext; auth: Auth }) {
  void app.register(async (plugin) => {
    plugin.addHook('onRequest', async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      await requireUser(auth, request);
    });
    const typed = plugin.withTypeProvider<ZodTypeProvider>();
    // The hook above has already found the session; asking again reads the request's own copy.
    const sellerIdOf = async (request: Parameters<typeof requireUser>[1]) => (await requireUser(auth, request)).id;

    typed.get('/insights', { schema: { response: { 200: sellerInsightsSchema } } }, async (request) =>
      getSellerInsights(context, await sellerIdOf(request)),
    );

    typed.get('/analytics', { schema: { querystring: analyticsQuerySchema, response: { 200: salesAnalyticsSchema } } }, async (request) =>
      getSalesAnalytics(context, await sellerIdOf(request), request.query),
    );

    typed.get('/customers', { schema: { querystring: customersQuerySchema, response: { 200: customerListSchema } } }, async (request) =>
      listCustomers(context, await sellerIdOf(request), request.query),
    );

    typed.get('/sales-report', { schema: { querystring: salesRangeQuerySchema, response: { 200: salesReportSchema } } }, async (request) =>
      getSalesReport(context, await sellerIdOf(request), request.query),
    );

    typed.get('/sales-report.csv', { schema: { querystring: salesRangeQuerySchema } }, async (request, reply) => {
      const rows = streamSalesCsv(context, await sellerIdOf(request), request.query, languageOfRequest(request));
      return asDownload(reply, 'text/csv; charset=utf-8', reportFileName(request.query, 'csv')).send(Readable.from(rows));
    });

    typed.get('/sales-report.html', { schema: { querystring: salesRangeQuerySchema } }, async (request, reply) => {
      const report = await getSalesReport(context, await sellerIdOf(request), request.query);
      const html = renderSalesReportHtml(report, languageOfRequest(request), context.currency);
      return asDownload(reply, 'text/html; charset=utf-8', reportFileName(request.query, 'html')).send(html);
    });
  }, { prefix: '/api/seller' });
}
