import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What a beacon (a product view, a sponsored card seen or clicked) tells of its sender, besides who is signed in. */
export function beaconSender(request: FastifyRequest, visitorCookieName: string) {
  return {
    visitorCookie: request.cookies[visitorCookieName],
    // Browsers name the page's origin on every beacon: only our own pages' count.
    origin: request.headers.origin,
    address: request.ip,
    userAgent: request.headers['user-agent'],
  };
}

/** A beacon's answer: 204 before anything is written, never stored, with the visitor cookies to set. */
export function answerBeacon(reply: FastifyReply, setCookies: { name: string; value: string; options: CookieSerializeOptions }[]) {
  for (const cookie of setCookies) reply.setCookie(cookie.name, cookie.value, cookie.options);
  reply.header('cache-control', 'private, no-store');
  return reply.status(204).send();
}
