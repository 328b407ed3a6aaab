import * as v from 'valibot';

// The /label_builder page's URL (spec c section 2): the label's settings, so a label is a link.
// Every key falls back to "not given", so no URL can break the screen; whether the settings fit
// the server's lists (a carrier of the kind, a label of the carrier) is label-builder-rules.ts's
// business. Loads with every signed-in start (decision 036): valibot only, so the contract's
// lists and limits are repeated here (a test checks them).

export const SEARCH_KINDS = ['direct', 'return', 'pallet'] as const;
export const SEARCH_TYPES = ['html', 'pdf', 'zpl', 'zpl-preview', 'zpl-print'] as const;
export const SEARCH_DPIS = [200, 300] as const;
/** LABEL_LIMITS of the contract. */
export const SEARCH_LIMITS = { text: 100, number: 40 } as const;
const NUMBER = /^[A-Za-z0-9-]+$/;

const textField = (ok: (text: string) => boolean) =>
  v.optional(
    v.fallback(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform((value) => String(value).trim()),
        v.transform((value) => (value !== '' && ok(value) ? value : undefined)),
      ),
      undefined,
    ),
  );

const pick = <T extends string | number>(list: readonly T[]) =>
  v.optional(
    v.fallback(
      v.pipe(
        v.union([v.string(), v.number()]),
        v.transform((value) => list.find((item) => String(item) === String(value).trim())),
      ),
      undefined,
    ),
  );

const shortText = textField((text) => text.length <= SEARCH_LIMITS.text);
const labelNumber = textField((text) => text.length <= SEARCH_LIMITS.number && NUMBER.test(text));
const country = textField((text) => /^[A-Za-z]{2}$/.test(text));

export const labelBuilderSearchSchema = v.object({
  carrierKind: pick(SEARCH_KINDS),
  carrier: textField((text) => /^\d{1,9}$/.test(text)),
  labelName: shortText,
  labelType: pick(SEARCH_TYPES),
  labelDpi: pick(SEARCH_DPIS),
  countryFrom: country,
  countryTo: country,
  countryReturn: country,
  tracking: labelNumber,
  secondary: labelNumber,
});

export type LabelBuilderSearch = v.InferOutput<typeof labelBuilderSearchSchema>;

/** Nothing is a default: a setting is in the URL exactly when it was chosen. */
export const labelBuilderSearchDefaults: Partial<LabelBuilderSearch> = {};
