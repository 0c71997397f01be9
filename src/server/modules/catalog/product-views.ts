import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/client';
import { createVisitors, type Visitors } from '@server/infra/visitors';
import { createWriteBuffer, type WriteBuffer, type WriteBufferOptions } from '@server/infra/write-buffer';
import { admitOnce, wasAdmitted } from '../rate-limit/rate-limit.service';
import { insertProductViews, type ProductViewRow } from './catalog.repository';

/**
 * Product page views, counted once per visitor per product per Colombo day. A view is answered before anything
 * is written: it waits in a write buffer (infra/write-buffer.ts). Visitors are named as the other beacons name them
 * (infra/visitors.ts), their places per address counted by the rate limiter.
 */
export type ProductViews = WriteBuffer<ProductViewRow> & Visitors;

export type ProductViewsOptions = Omit<WriteBufferOptions<ProductViewRow>, 'what' | 'keyOf' | 'write' | 'log'> & {
  db: Db;
  log: FastifyBaseLogger;
  secret: string;
  secureCookie: boolean;
  trustedOrigins: readonly string[];
  /** Visitors without an account counted per address per day, with or without a cookie. */
  visitorsPerAddress?: number;
};

export function createProductViews({
  db,
  log,
  secret,
  secureCookie,
  trustedOrigins,
  visitorsPerAddress,
  ...buffering
}: ProductViewsOptions): ProductViews {
  const visitors = createVisitors({
    secret,
    secureCookie,
    trustedOrigins,
    visitorsPerAddress,
    admissions: {
      admitOnce: (memberKey, group) => admitOnce(db, memberKey, group),
      wasAdmitted: (memberKey, windowSeconds) => wasAdmitted(db, memberKey, windowSeconds),
    },
  });
  const buffer = createWriteBuffer<ProductViewRow>({
    what: 'product views',
    keyOf: (view) => `${view.productId} ${view.day} ${view.visitor}`,
    write: (views) => insertProductViews(db, views),
    log,
    ...buffering,
  });
  return { ...buffer, ...visitors };
}
