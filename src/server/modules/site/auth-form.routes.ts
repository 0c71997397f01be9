import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authFormSchema, type AuthFormInput } from '@domain/auth/auth.schema';
import { defaultLanguage } from '@domain/i18n/languages';
import type { FormAnswer } from '@domain/site/page-render';
import { pathOf } from '@domain/site/pages';
import { afterSignInTarget } from '@domain/site/same-site-path';
import { normalizeSriLankanMobile } from '@domain/phone';
import type { Settings } from '@server/env';
import { chosenLanguage } from '@server/http/language';

/** A form of a few short fields; anything longer is no sign-in. */
const formBodyLimit = 16 * 1024;

/** The query string of the address asked for. */
export function queryOf(request: FastifyRequest): URLSearchParams {
  const at = request.url.indexOf('?');
  return new URLSearchParams(at < 0 ? '' : request.url.slice(at + 1));
}

function originOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether the form was sent by one of our own pages. Always asked, with or without a cookie: a sign-in forged by
 * another site would sign the visitor in to the forger's account. A browser says where a form came from in
 * `Sec-Fetch-Site` (only `same-origin` passes) and `Origin` (or, lacking it, `Referer`), which must be ours.
 */
function sentFromOurPage(request: FastifyRequest, trustedOrigins: readonly string[]): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin') return false;
  const origin = originOf(request.headers.origin) ?? originOf(request.headers.referer);
  return origin !== undefined && trustedOrigins.includes(origin);
}

/** What the form's fields become in the app's own request: the same body the auth page's app sends. */
function apiRequestOf(form: AuthFormInput, { language, target }: { language: string; target: string }) {
  switch (form.intent) {
    case 'sign-in':
      return { url: '/api/auth/sign-in/email', payload: { email: form.email.trim(), password: form.password } };
    case 'sign-up': {
      const { firstName, lastName, email, password } = form;
      return {
        url: '/api/auth/sign-up/email',
        payload: { firstName, lastName, email: email.trim(), password, language, callbackURL: target },
      };
    }
    case 'phone-code':
      return { url: '/api/auth/phone/send-code', payload: { phoneNumber: form.phoneNumber, language } };
    case 'phone-verify': {
      const { phoneNumber, code, firstName, lastName } = form;
      // The name fields are sent once the page has asked for them; empty, they are not there yet.
      const name = firstName || lastName ? { firstName: firstName ?? '', lastName: lastName ?? '' } : {};
      return { url: '/api/auth/phone/verify', payload: { phoneNumber, code, ...name, language } };
    }
  }
}

/** What was typed, to be shown again: never the password. */
function typedValues(form: AuthFormInput): Record<string, string> {
  switch (form.intent) {
    case 'sign-in':
      return { email: form.email };
    case 'sign-up':
      return { firstName: form.firstName, lastName: form.lastName, email: form.email };
    case 'phone-code':
      return { phoneNumber: form.phoneNumber };
    case 'phone-verify':
      return { phoneNumber: form.phoneNumber, code: form.code, firstName: form.firstName ?? '', lastName: form.lastName ?? '' };
  }
}

/**
 * Sign-in and sign-up as plain forms: the auth page's forms are sent by the browser itself when the app is not
 * running (no JavaScript, or not yet). Each is answered by asking the app's own API in-process, as the visitor,
 * so validation, rate limits, Better Auth and the session cookie are exactly those of the app's requests: signed
 * in, the browser is sent on (303) to where it was going; refused, it gets the auth page again with the reason in
 * its language and what was typed (never the password), with the API's status.
 */
export function registerAuthFormRoutes(
  app: FastifyInstance,
  {
    settings,
    answerWithPage,
  }: {
    settings: Settings;
    answerWithPage(request: FastifyRequest, reply: FastifyReply, status: number, answer: FormAnswer): Promise<unknown>;
  },
) {
  // Form bodies are read here alone: every /api route keeps accepting JSON only.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: formBodyLimit },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(body as string)));
      },
    );
    scope.withTypeProvider<ZodTypeProvider>().post(pathOf('auth'), { schema: { body: authFormSchema } }, async (request, reply) => {
      if (!sentFromOurPage(request, settings.trustedOrigins)) {
        return reply
          .status(403)
          .send({ error: { code: 'forbidden_origin', message: 'This request did not come from a Govi Market page.' } });
      }
      const form = request.body;
      const target = afterSignInTarget(queryOf(request).get('redirect'));
      const language = chosenLanguage(request) ?? defaultLanguage;
      const asked = apiRequestOf(form, { language, target });
      const answer = await app.inject({
        method: 'POST',
        url: asked.url,
        payload: asked.payload,
        remoteAddress: request.ip,
        headers: {
          'content-type': 'application/json',
          // Checked above, as the API's own check would have: the in-process request comes from our page.
          origin: settings.trustedOrigins[0] ?? settings.publicUrl,
          ...(request.headers.cookie && { cookie: request.headers.cookie }),
          ...(request.headers['user-agent'] && { 'user-agent': request.headers['user-agent'] }),
          'x-request-id': request.id,
        },
      });
      // The session and the known-device cookies, as the API set them.
      const cookies = answer.headers['set-cookie'];
      if (cookies) reply.header('set-cookie', cookies);
      const values = typedValues(form);
      if (answer.statusCode >= 400) {
        // A refusal for too many attempts says, as the API's does, when the next may be made.
        const retryAfter = answer.headers['retry-after'];
        if (retryAfter !== undefined) reply.header('retry-after', retryAfter);
        const refusal = { status: answer.statusCode, error: (answer.json() as { error: unknown }).error };
        if (form.intent === 'phone-code' || form.intent === 'phone-verify') {
          const codeSentTo = form.intent === 'phone-verify' ? (normalizeSriLankanMobile(form.phoneNumber) ?? undefined) : undefined;
          // A name refused (too long, say) keeps the name step, and the code typed, for the corrected name.
          const nameNeeded = form.intent === 'phone-verify' && (form.firstName !== undefined || form.lastName !== undefined);
          return answerWithPage(request, reply, answer.statusCode, {
            form: 'phone',
            values,
            refusal,
            ...(codeSentTo && { codeSentTo }),
            ...(nameNeeded && { nameNeeded }),
          });
        }
        return answerWithPage(request, reply, answer.statusCode, {
          form: form.intent,
          values,
          passwordLength: form.password.length,
          refusal,
        });
      }
      // The code went out, or was right for a number with no account yet: the page asks for the code, or the name.
      if (
        form.intent === 'phone-code' ||
        (form.intent === 'phone-verify' && answer.json<{ status?: unknown }>().status === 'name-needed')
      ) {
        const codeSentTo = normalizeSriLankanMobile(form.phoneNumber) ?? form.phoneNumber;
        return answerWithPage(request, reply, 200, { form: 'phone', values, codeSentTo, nameNeeded: form.intent === 'phone-verify' });
      }
      // A sign-up that waits for its e-mail to be confirmed has no session yet: the page says where the link went.
      if (form.intent === 'sign-up' && (answer.json() as { token: string | null }).token === null) {
        return answerWithPage(request, reply, 200, { form: form.intent, values, confirmationSentTo: form.email.trim() });
      }
      return reply.redirect(target, 303);
    });
  });
}
