/**
 * `compute` remembered per key, for pure work asked again and again with few distinct keys (the
 * menu's paths on every page, a property's brochure QR code). At most `max` results are kept; past
 * that all are forgotten at once, so that keys a visitor chooses cannot make memory grow. The results
 * are shared: callers never change them.
 */
export function remembered<K, V>(compute: (key: K) => V, max = 1000): (key: K) => V {
  const kept = new Map<K, V>();
  return (key) => {
    if (kept.has(key)) return kept.get(key) as V;
    if (kept.size >= max) kept.clear();
    const value = compute(key);
    kept.set(key, value);
    return value;
  };
}
