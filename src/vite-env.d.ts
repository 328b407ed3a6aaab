/** Set at build time (vite.config.ts): the persisted query cache is dropped when it changes. */
declare const __APP_BUILD_ID__: string;
