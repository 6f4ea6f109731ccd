/** Stable React keys for items named by text that may repeat ('plank' twice in a day): 'plank', 'plank#2'. */
export function withKeys<T extends { name: string }>(items: readonly T[]): { item: T; key: string }[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const n = (seen.get(item.name) ?? 0) + 1;
    seen.set(item.name, n);
    return { item, key: n === 1 ? item.name : `${item.name}#${n}` };
  });
}
