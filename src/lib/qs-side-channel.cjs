'use strict';

// qs keeps its cycle and overflow bookkeeping in `side-channel`, whose portable implementation
// (with object-inspect, get-intrinsic and a dozen helpers) is about 10 KB gzip of the sign-in
// page. Every browser the console supports has WeakMap and Map, so this is the whole of it
// (decision 017; vite.config.ts aliases `side-channel` here for the app's build and tests).
module.exports = function getSideChannel() {
  var objects = new WeakMap();
  var primitives = new Map();
  function store(key) {
    return key !== null && (typeof key === 'object' || typeof key === 'function')
      ? objects
      : primitives;
  }
  var channel = {
    assert: function (key) {
      if (!channel.has(key)) throw new TypeError('Side channel does not contain the given key');
    },
    delete: function (key) {
      return store(key).delete(key);
    },
    get: function (key) {
      return store(key).get(key);
    },
    has: function (key) {
      return store(key).has(key);
    },
    set: function (key, value) {
      store(key).set(key, value);
    },
  };
  return channel;
};
