import * as v from 'valibot';

// Validated once at start: a bad build-time setting fails loudly instead of half-working.
const EnvSchema = v.object({
  BASE_URL: v.pipe(v.string(), v.startsWith('/'), v.endsWith('/')),
  VITE_API_BASE: v.optional(v.pipe(v.string(), v.endsWith('/'))),
  VITE_API_DOCS_URL: v.optional(v.pipe(v.string(), v.url())),
  VITE_TERMS_URL: v.optional(v.pipe(v.string(), v.url())),
  VITE_PRIVACY_URL: v.optional(v.pipe(v.string(), v.url())),
});

const raw = v.parse(EnvSchema, import.meta.env);

export const env = {
  /** Router base path, e.g. `/admin/`. */
  basePath: raw.BASE_URL,
  /** Where the `/admin` API lives; the same origin by default. */
  apiBase: raw.VITE_API_BASE ?? raw.BASE_URL,
  apiDocsUrl: raw.VITE_API_DOCS_URL ?? 'https://docs.example.com/shipping-api',
  termsUrl: raw.VITE_TERMS_URL ?? 'https://docs.example.com/terms-of-use',
  privacyUrl: raw.VITE_PRIVACY_URL ?? 'https://docs.example.com/privacy-policy',
} as const;
