/** Keys remembered for the current day only, at most `max` of them (past that, nothing more is remembered). */
export type DailyMemo = { has(day: string, key: string): boolean; add(day: string, key: string): void };

export function createDailyMemo(max = 100_000): DailyMemo {
  let memo = { day: '', keys: new Set<string>() };
  const today = (day: string) => {
    if (memo.day !== day) memo = { day, keys: new Set() };
    return memo.keys;
  };
  return {
    has: (day, key) => today(day).has(key),
    add(day, key) {
      const keys = today(day);
      if (keys.size < max) keys.add(key);
    },
  };
}
