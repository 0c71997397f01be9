/** Lucide's drawings of the icons every card shows, in its 24-unit box. */
const drawings = {
  'map-pin': (
    <>
      <path d="M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0" />
      <circle cx="12" cy="10" r="3" />
    </>
  ),
  store: (
    <>
      <path d="M15 21v-5a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v5" />
      <path d="M17.774 10.31a1.12 1.12 0 0 0-1.549 0 2.5 2.5 0 0 1-3.451 0 1.12 1.12 0 0 0-1.548 0 2.5 2.5 0 0 1-3.452 0 1.12 1.12 0 0 0-1.549 0 2.5 2.5 0 0 1-3.77-3.248l2.889-4.184A2 2 0 0 1 7 2h10a2 2 0 0 1 1.653.873l2.895 4.192a2.5 2.5 0 0 1-3.774 3.244" />
      <path d="M4 10.95V19a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-8.05" />
    </>
  ),
} as const;

type CardIconName = keyof typeof drawings;

const idOf = (name: CardIconName) => `govi-icon-${name}`;

/**
 * The card icons' drawings, once in the page (the layout holds it): a page of 24 cards then starts without 48
 * icon components and their paths to hydrate, each card's icon being an <svg> with one <use>.
 */
export function CardIconsDefinition() {
  return (
    <svg aria-hidden="true" width="0" height="0" className="absolute">
      <defs>
        {(Object.keys(drawings) as CardIconName[]).map((name) => (
          <g key={name} id={idOf(name)}>
            {drawings[name]}
          </g>
        ))}
      </defs>
    </svg>
  );
}

/** A decorative card icon drawn from `CardIconsDefinition`, styled as Lucide's (stroke in the text's colour). */
export function CardIcon({ name, className }: { name: CardIconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      <use href={`#${idOf(name)}`} />
    </svg>
  );
}
