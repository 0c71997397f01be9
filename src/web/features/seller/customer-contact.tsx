import { Mail, Phone } from 'lucide-react';
import type { Customer } from '@domain/seller/seller-insights.schema';
import { formatSriLankanPhone } from '@domain/phone';
import { textLinkClasses } from '@web/components/ui/text-link';
import { cn } from '@web/lib/class-names';
import { useI18n } from '@web/lib/i18n';

const linkClasses = cn(textLinkClasses, 'inline-flex min-h-9 items-center gap-1.5');

/** Send Message: a call to the number the buyer gave at checkout, and an e-mail where their account has one. */
export function CustomerContact({ customer }: { customer: Customer }) {
  const { t } = useI18n();
  const phone = formatSriLankanPhone(customer.phoneNumber);
  return (
    <div className="flex flex-wrap gap-x-4 gap-y-1">
      <a
        href={`tel:${customer.phoneNumber}`}
        aria-label={t('seller.customers.callLabel', { name: customer.name, phone })}
        className={linkClasses}
      >
        <Phone aria-hidden="true" className="h-4 w-4" />
        <span className="whitespace-nowrap">{phone}</span>
      </a>
      {customer.email && (
        <a
          href={`mailto:${customer.email}`}
          aria-label={t('seller.customers.emailLabel', { name: customer.name, email: customer.email })}
          className={linkClasses}
        >
          <Mail aria-hidden="true" className="h-4 w-4" />
          {t('seller.customers.email')}
        </a>
      )}
    </div>
  );
}
