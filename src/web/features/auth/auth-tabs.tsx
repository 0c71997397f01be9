import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@web/lib/class-names';

type AuthTab<Id extends string> = { id: Id; label: string; panel: ReactNode };

/**
 * Tabs as the ARIA pattern describes them: one tab stop, arrow keys (and Home/End) move between tabs
 * and select them. Hidden panels stay mounted so switching tabs keeps what was typed. Each tab is a link to the
 * page with that tab open, so it works before (and without) the app; the app selects it in place.
 */
export function AuthTabs<Id extends string>({
  label,
  tabs,
  selected,
  onSelect,
  addressOf,
}: {
  label: string;
  tabs: readonly AuthTab<NoInfer<Id>>[];
  selected: Id;
  onSelect(id: NoInfer<Id>): void;
  addressOf(id: NoInfer<Id>): string;
}) {
  const baseId = useId();
  const tabRefs = useRef(new Map<Id, HTMLAnchorElement>());
  const tabId = (id: Id) => `${baseId}-tab-${id}`;
  const panelId = (id: Id) => `${baseId}-panel-${id}`;

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const current = tabs.findIndex((tab) => tab.id === selected);
    const last = tabs.length - 1;
    const nextIndex: Record<string, number> = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const index = nextIndex[event.key];
    const next = index === undefined ? undefined : tabs[index];
    if (!next) return;
    event.preventDefault();
    onSelect(next.id);
    tabRefs.current.get(next.id)?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={handleKeyDown} className="grid grid-cols-2 gap-1 rounded-lg bg-stone-100 p-1">
        {tabs.map((tab) => {
          const isSelected = tab.id === selected;
          return (
            <a
              key={tab.id}
              href={addressOf(tab.id)}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
                else tabRefs.current.delete(tab.id);
              }}
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={(event) => {
                event.preventDefault();
                onSelect(tab.id);
              }}
              className={cn(
                'flex min-h-11 items-center justify-center rounded-md px-3 py-2 text-sm font-medium transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700',
                isSelected ? 'bg-white text-brand-800 shadow-sm' : 'text-stone-700 hover:bg-white/60 hover:text-stone-900',
              )}
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
          className="pt-6"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
