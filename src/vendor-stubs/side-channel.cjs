// Build-time stand-in for `side-channel` (aliased in vite.config.ts), which qs (pulled in by
// @refinedev/core) uses to detect cycles. The original drags get-intrinsic, object-inspect and
// their helpers (~15 KB gzip) into the browser for one per-call Map. Same API; CommonJS because
// qs require()s it and calls the export directly.
'use strict';

module.exports = function getSideChannel() {
  const map = new Map();
  return {
    assert(key) {
      if (!map.has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    delete: (key) => map.delete(key),
    get: (key) => map.get(key),
    has: (key) => map.has(key),
    set(key, value) {
      map.set(key, value);
    },
  };
};
