import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { useI18n } from '@web/lib/i18n';

/** What a seller page shows when its figures did not arrive: what failed, and a way to ask again. */
export function LoadFailed({ message, onRetry, className }: { message: string; onRetry(): void; className?: string }) {
  const { t } = useI18n();
  return (
    <Card className={className ?? 'mt-6 p-8 text-center'}>
      <p role="alert" className="font-medium text-stone-900">
        {message}
      </p>
      <Button className="mt-4" onClick={onRetry}>
        {t('seller.action.tryAgain')}
      </Button>
    </Card>
  );
}
