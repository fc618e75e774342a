// Vitest 5 targets Node 22 and calls Map.groupBy when it reports failures; Node 20 lacks it.
if (typeof Map.groupBy !== 'function') {
  Map.groupBy = (items, keyOf) => {
    const map = new Map();
    let index = 0;
    for (const item of items) {
      const key = keyOf(item, index++);
      const list = map.get(key);
      if (list) list.push(item);
      else map.set(key, [item]);
    }
    return map;
  };
}
if (typeof Object.groupBy !== 'function') {
  Object.groupBy = (items, keyOf) => {
    const out = Object.create(null);
    let index = 0;
    for (const item of items) {
      const key = keyOf(item, index++);
      if (!out[key]) out[key] = [];
      out[key].push(item);
    }
    return out;
  };
}
