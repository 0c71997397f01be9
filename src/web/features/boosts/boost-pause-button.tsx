import { Pause, Play } from 'lucide-react';
import type { Boost } from '@domain/boosts/boost.schema';
import { Button } from '@web/components/ui/button';
import { toast } from '@web/components/ui/toast';
import { useI18n } from '@web/lib/i18n';
import { useSetBoostPaused } from './api/pause-boost';
import { describeBoostRefusal } from './boost-refusal';

/** Pause for a running boost, Resume for a paused one (its days run out either way); the card shows neither for an ended boost. */
export function BoostPauseButton({ boost }: { boost: Boost }) {
  const { t } = useI18n();
  const change = useSetBoostPaused();
  const pausing = boost.status === 'active';
  const title = boost.productTitle;

  function handleClick() {
    change.mutate(
      { id: boost.id, paused: pausing },
      {
        onSuccess() {
          toast({ title: t('seller.toast.success'), description: t(pausing ? 'boosts.paused' : 'boosts.resumed', { title }) });
        },
        onError(error) {
          toast({
            title: t(pausing ? 'boosts.pauseFailed' : 'boosts.resumeFailed'),
            description: describeBoostRefusal(error, t),
            variant: 'destructive',
          });
        },
      },
    );
  }

  return (
    <Button variant="outline" size="sm" disabled={change.isPending} onClick={handleClick}>
      {pausing ? <Pause aria-hidden="true" className="h-4 w-4" /> : <Play aria-hidden="true" className="h-4 w-4" />}
      {t(pausing ? 'boosts.pause' : 'boosts.resume')}
      {/* Which boost, for a screen reader going from button to button down the list. */}
      <span className="sr-only">: {title}</span>
    </Button>
  );
}
