/** An address no other test uses, so every journey signs up a new person. */
export function uniqueEmail(label: string): string {
  return `${label}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.lk`;
}
