// @vitest-environment happy-dom
import { act, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { supportMessageSchema, type SupportMessageInput as SupportMessage } from '@domain/support/support.schema';
import { nulCharacterMessage } from '@domain/nul-character';
import { placeOrderSchema } from '@domain/orders/order.schema';
import { en } from '@web/locales/en';
import { si } from '@web/locales/si';
import { ApiRequestError } from './api-client';
import { useForm } from './form';
import { I18nProvider, translate } from './i18n';
import { reactRootPerTest } from '@web/testing/react-root';

const view = reactRootPerTest();

let sent: SupportMessage[];
let serverError: unknown;

beforeEach(() => {
  sent = [];
  serverError = undefined;
});

/** A support form on the hook, as the pages use it: domain schema on submit, the server's refusal after. */
function SupportForm({ onUnplaced }: { onUnplaced?: () => void }) {
  const { field, form, check, values, showServerErrors, ready } = useForm({ initial: { name: '', email: '', subject: '', message: '' } });
  function send() {
    const message = check(supportMessageSchema, values, onUnplaced);
    if (!message) return;
    if (serverError) showServerErrors(serverError);
    else sent.push(message);
  }
  return (
    <form {...form(send)}>
      {(['name', 'email', 'subject', 'message'] as const).map((name) => (
        <label key={name}>
          <input {...field(name)} />
          {field(name).error && <span data-error-for={name}>{field(name).error}</span>}
        </label>
      ))}
      <button type="submit" disabled={!ready}>
        Send
      </button>
    </form>
  );
}

function render(node: ReactNode, language: 'en' | 'si' = 'en') {
  act(() => view.root.render(<I18nProvider initial={{ language, messages: language === 'en' ? en : si }}>{node}</I18nProvider>));
}

function type(name: string, value: string) {
  const input = view.container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  act(() => {
    // React listens for the native input event; its value setter must be the prototype's.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

function submit() {
  act(() => view.container.querySelector('form')!.requestSubmit());
}

const errorOf = (name: string) => view.container.querySelector(`[data-error-for="${name}"]`)?.textContent ?? null;

describe('useForm', () => {
  it('shows one translated message per wrong field and focuses the first', () => {
    render(<SupportForm />);
    type('email', 'not an address');
    type('message', 'x'.repeat(5001));
    submit();

    expect(sent).toEqual([]);
    expect(errorOf('name')).toBe(en['form.error.required']);
    expect(errorOf('email')).toBe(en['form.error.email']);
    expect(errorOf('subject')).toBe(en['form.error.required']);
    expect(errorOf('message')).toMatch(/^Use at most [\d,]+ characters\.$/);
    expect(document.activeElement?.getAttribute('name')).toBe('name');
  });

  it('clears a field’s message as it is corrected, and sends what the schema parsed', () => {
    render(<SupportForm />);
    submit();
    type('name', 'Nimal');
    expect(errorOf('name')).toBeNull();
    expect(errorOf('subject')).toBe(en['form.error.required']);

    type('email', 'nimal@example.com');
    type('subject', '  Late delivery  ');
    type('message', 'Where is my order?');
    submit();
    expect(sent).toEqual([{ name: 'Nimal', email: 'nimal@example.com', subject: 'Late delivery', message: 'Where is my order?' }]);
  });

  it('says so in the reader’s language', () => {
    render(<SupportForm />, 'si');
    submit();
    expect(errorOf('name')).toBe(si['form.error.required']);
  });

  it('puts a server refusal on its field, and a NUL character in words of its own', () => {
    serverError = new ApiRequestError(400, {
      code: 'validation_failed',
      message: 'Invalid subject, message',
      fields: [
        { path: 'subject', message: nulCharacterMessage },
        { path: 'message', message: 'is not allowed' },
        { path: 'somethingElse', message: 'is wrong' },
      ],
    });
    render(<SupportForm />);
    for (const [name, value] of [
      ['name', 'Nimal'],
      ['email', 'n@example.com'],
      ['subject', 'Hi'],
      ['message', 'Hello'],
    ] as const)
      type(name, value);
    submit();

    expect(errorOf('subject')).toBe(en['error.invalidCharacter']);
    expect(errorOf('message')).toBe(en['form.error.invalid']);
    expect(document.activeElement?.getAttribute('name')).toBe('subject');
  });
});

describe('a form the server rendered', () => {
  it('cannot be sent before the page comes to life, and keeps what was typed meanwhile', async () => {
    const page = (
      <I18nProvider initial={{ language: 'en', messages: en }}>
        <SupportForm />
      </I18nProvider>
    );
    act(() => view.root.unmount());
    view.container.innerHTML = renderToString(page);
    expect(view.container.querySelector('button')!.disabled).toBe(true);

    // Typed while the app's code was still on its way.
    for (const [name, value] of [
      ['name', 'Nimal'],
      ['email', 'nimal@example.com'],
      ['subject', 'Hello'],
      ['message', 'Early words'],
    ] as const) {
      view.container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!.value = value;
    }
    await act(async () => {
      view.hydrate(page);
    });
    expect(view.container.querySelector('button')!.disabled).toBe(false);
    submit();
    expect(sent).toEqual([{ name: 'Nimal', email: 'nimal@example.com', subject: 'Hello', message: 'Early words' }]);
  });
});

describe('what is wrong outside the form’s fields', () => {
  it('is said through onUnplaced rather than ignored', () => {
    const unplaced: string[] = [];
    function LinesForm() {
      const { form, check } = useForm({ initial: { notes: '' } });
      return <form {...form(() => void check(placeOrderSchema, { items: [] }, () => unplaced.push('said')))} />;
    }
    render(<LinesForm />);
    submit();
    expect(unplaced).toEqual(['said']);
  });
});

describe('the checkout’s own words', () => {
  function Checkout() {
    const { field, form, check, values } = useForm({
      initial: { deliveryAddress: '', district: '', phoneNumber: '' },
      messages: { district: 'Choose a district.', phoneNumber: 'Enter a Sri Lankan phone number.' },
    });
    const place = () =>
      void check(placeOrderSchema, {
        ...values,
        idempotencyKey: crypto.randomUUID(),
        items: [{ productId: crypto.randomUUID(), quantity: 1 }],
      });
    return (
      <form {...form(place)}>
        {(['deliveryAddress', 'district', 'phoneNumber'] as const).map((name) => (
          <label key={name}>
            <input {...field(name)} />
            {field(name).error && <span data-error-for={name}>{field(name).error}</span>}
          </label>
        ))}
      </form>
    );
  }

  it('are used where the shared ones would be vague, never for an empty field', () => {
    render(<Checkout />);
    type('deliveryAddress', '12 Temple Road, Kandy');
    submit();
    expect(errorOf('district')).toBe('Choose a district.');
    expect(errorOf('phoneNumber')).toBe(en['form.error.required']);

    type('phoneNumber', '12345');
    submit();
    expect(errorOf('phoneNumber')).toBe('Enter a Sri Lankan phone number.');
    expect(translate(en, 'en', 'form.error.tooLong', { max: 5 })).toBe('Use at most 5 characters.');
  });
});
