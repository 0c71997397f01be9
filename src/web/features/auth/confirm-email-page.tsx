import { MailCheck, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { useSearchParams } from 'react-router';
import { confirmEmailSchema } from '@domain/auth/auth.schema';
import { pathOf } from '@domain/site/pages';
import { safeRedirectTarget } from '@domain/site/same-site-path';
import { Button, ButtonLink } from '@web/components/ui/button';
import { toast, toastAfterReload } from '@web/components/ui/toast';
import { ApiRequestError } from '@web/lib/api-client';
import { useForm } from '@web/lib/form';
import { useI18n } from '@web/lib/i18n';
import { useConfirmEmail } from './api/confirm-email';
import { authErrorMessage } from './auth-error-message';
import { NewPasswordFields, NewPasswordPage } from './new-password-form';

/** The server's rule, and the second typing must match the first (a form-only rule: the server gets one). */
const confirmFormSchema = confirmEmailSchema
  .extend({ confirmPassword: z.string().min(1) })
  .refine((form) => form.confirmPassword === form.password, { path: ['confirmPassword'] });

type LinkProblem = 'invalid' | 'alreadyConfirmed';

function linkProblemOf(error: unknown): LinkProblem | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.error.reason === 'INVALID_TOKEN') return 'invalid';
  if (error.error.reason === 'EMAIL_ALREADY_VERIFIED') return 'alreadyConfirmed';
  return null;
}

/** The page's words: confirming a new account's address, or adding an address to an account made by phone. */
function wordsFor(adding: boolean) {
  return adding
    ? ({
        heading: 'auth.confirm.addHeading',
        intro: 'auth.confirm.addIntro',
        successTitle: 'auth.confirm.addSuccessTitle',
        successText: 'auth.confirm.addSuccessText',
        invalidText: 'auth.confirm.addInvalidText',
      } as const)
    : ({
        heading: 'auth.confirm.heading',
        intro: 'auth.confirm.intro',
        successTitle: 'auth.confirm.successTitle',
        successText: 'auth.confirm.successText',
        invalidText: 'auth.confirm.invalidText',
      } as const);
}

type Words = ReturnType<typeof wordsFor>;

/**
 * Where the link in the confirmation mail lands (`?token=…&callbackURL=…`). The owner of the address chooses the
 * password here: whoever signed up may not have been them, so a password from before this step is not kept. The
 * link that adds an address to an account made by phone lands here too (`&adding=1`, which changes only the words).
 */
export default function ConfirmEmailPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const words = wordsFor(searchParams.get('adding') === '1');
  const [problem, setProblem] = useState<LinkProblem | null>(null);

  if (!token || problem === 'invalid') return <LinkNotUsable kind="invalid" words={words} />;
  if (problem === 'alreadyConfirmed') return <LinkNotUsable kind="alreadyConfirmed" words={words} />;
  return (
    <ChoosePasswordForm token={token} target={safeRedirectTarget(searchParams.get('callbackURL'))} words={words} onProblem={setProblem} />
  );
}

function ChoosePasswordForm({
  token,
  target,
  words,
  onProblem,
}: {
  token: string;
  target: string;
  words: Words;
  onProblem(problem: LinkProblem): void;
}) {
  const { t } = useI18n();
  const confirmEmail = useConfirmEmail();
  const { values, field, form, check } = useForm({
    initial: { password: '', confirmPassword: '' },
    messages: { confirmPassword: t('auth.error.passwordMismatch') },
  });
  // Stays busy after success too: the full page load that follows takes a moment on a slow connection.
  const busy = confirmEmail.isPending || confirmEmail.isSuccess;

  function confirmWithForm() {
    const checked = check(confirmFormSchema, { ...values, token });
    if (!checked) return;
    confirmEmail.mutate(
      { token: checked.token, password: checked.password },
      {
        onSuccess() {
          toastAfterReload({ title: t(words.successTitle), description: t(words.successText) });
          // A full load, so every part of the app starts again as the signed-in user.
          window.location.assign(target);
        },
        onError(error) {
          const problem = linkProblemOf(error);
          if (problem) onProblem(problem);
          else toast({ title: t('toast.error'), description: authErrorMessage(error, t), variant: 'destructive' });
        },
      },
    );
  }

  return (
    <NewPasswordPage icon={MailCheck} heading={t(words.heading)} intro={t(words.intro)}>
      <form {...form(confirmWithForm)} className="space-y-4">
        <NewPasswordFields
          password={field('password')}
          repeat={field('confirmPassword')}
          passwordLabel={t('auth.field.password')}
          repeatLabel={t('auth.field.repeatPassword')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? t('auth.confirm.busy') : t('auth.confirm.submit')}
        </Button>
      </form>
    </NewPasswordPage>
  );
}

function LinkNotUsable({ kind, words }: { kind: LinkProblem; words: Words }) {
  const { t } = useI18n();
  return (
    <section className="mx-auto flex w-full max-w-md flex-col items-center px-4 py-16 text-center sm:py-24">
      <TriangleAlert aria-hidden="true" className="h-10 w-10 text-amber-700" />
      <h1 className="mt-4 text-2xl font-bold text-stone-900">
        {kind === 'invalid' ? t('auth.confirm.invalidHeading') : t('auth.confirm.alreadyHeading')}
      </h1>
      <p className="mt-3 text-stone-700">{kind === 'invalid' ? t(words.invalidText) : t('auth.confirm.alreadyText')}</p>
      <ButtonLink to={pathOf('auth')} className="mt-8">
        {t('auth.reset.backToSignIn')}
      </ButtonLink>
    </section>
  );
}
