import {
  LABEL_DPIS,
  LABEL_KINDS,
  LABEL_LIMITS,
  LABEL_MESSAGES,
  LABEL_NUMBER,
  LABEL_TYPES,
  type LabelBuilderFields,
  type LabelDpi,
  type LabelKind,
  type LabelOption,
  type LabelType,
  ZPL_LABEL_TYPES,
} from '../../../src/contract/label-builder/label-builder-schemas';
import type { Db } from '../../data/db';
import { HttpFailure } from '../../http';
import { type Query, text } from '../../shared/list-query';
import type { LabelSpec } from './label-files';

// The label builder's reads: the fields' lists, and the settings of a label checked against
// them (spec c section 5: kind and carrier required; the carrier must be of the kind, the label
// name of the carrier, the DPI only for ZPL types). Each refusal is a 400 naming its field.

const countryOptions = (db: Db, codes: string[]): LabelOption[] =>
  codes.map((code) => ({
    value: code,
    label: db.countries.find((c) => c.code === code)?.name ?? code,
  }));

export function labelBuilderFields(db: Db): LabelBuilderFields {
  const { carriers, countriesFrom, countriesTo } = db.labelBuilder;
  const ofKind = (kind: LabelKind) => carriers.filter((c) => c.kind === kind);
  const options = (kind: LabelKind) =>
    ofKind(kind).map((c) => ({ value: String(c.id), label: c.name }));
  const names = (kind: LabelKind) =>
    Object.fromEntries(ofKind(kind).map((c) => [String(c.id), c.labelNames]));
  return {
    directCarriers: options('direct'),
    returnCarriers: options('return'),
    palletCarriers: options('pallet'),
    directLabelNames: names('direct'),
    returnLabelNames: names('return'),
    palletLabelNames: names('pallet'),
    countriesFrom: countryOptions(db, countriesFrom),
    countriesTo: countryOptions(db, countriesTo),
  };
}

const refuse = (message: string, field: string): never => {
  throw new HttpFailure(400, [{ message, fields: [field] }]);
};

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

function countryOf(query: Query, key: string, list: string[], label: string): string {
  const code = text(query, key)?.toUpperCase();
  if (code === undefined) return list[0] as string;
  return list.includes(code) ? code : refuse(LABEL_MESSAGES.countryUnknown(label, code), key);
}

function numberOf(query: Query, key: string, label: string): string | undefined {
  const value = text(query, key);
  if (value === undefined) return undefined;
  if (value.length > LABEL_LIMITS.tracking || !LABEL_NUMBER.test(value)) {
    refuse(LABEL_MESSAGES.numberInvalid(label), key);
  }
  return value;
}

function dpiOf(query: Query, labelType: LabelType): LabelDpi | undefined {
  const raw = text(query, 'labelDpi');
  const zpl = isOneOf(ZPL_LABEL_TYPES, labelType);
  if (raw === undefined) return zpl ? LABEL_DPIS[0] : undefined;
  if (!zpl) refuse(LABEL_MESSAGES.dpiNotZpl, 'labelDpi');
  const dpi = LABEL_DPIS.find((d) => String(d) === raw);
  return dpi ?? refuse(LABEL_MESSAGES.dpiUnknown, 'labelDpi');
}

/** The label asked for by `query`, checked against the lists; a 400 names what is wrong. */
export function labelSpecOf(db: Db, query: Query): LabelSpec {
  const area = db.labelBuilder;
  const kind = text(query, 'carrierKind');
  if (kind === undefined) refuse(LABEL_MESSAGES.kindRequired, 'carrierKind');
  if (!isOneOf(LABEL_KINDS, kind as string)) refuse(LABEL_MESSAGES.kindUnknown, 'carrierKind');
  const carrierKind = kind as LabelKind;
  const carrierValue = text(query, 'carrier');
  if (carrierValue === undefined) refuse(LABEL_MESSAGES.carrierRequired, 'carrier');
  const carrier = area.carriers.find(
    (c) => String(c.id) === carrierValue && c.kind === carrierKind,
  );
  if (!carrier) {
    return refuse(LABEL_MESSAGES.carrierNotOfKind(carrierValue as string, carrierKind), 'carrier');
  }
  const name = text(query, 'labelName');
  if (name !== undefined && !carrier.labelNames.includes(name)) {
    refuse(
      LABEL_MESSAGES.labelNameUnknown(name.slice(0, LABEL_LIMITS.labelName), carrier.name),
      'labelName',
    );
  }
  const type = text(query, 'labelType') ?? LABEL_TYPES[0];
  if (!isOneOf(LABEL_TYPES, type)) return refuse(LABEL_MESSAGES.typeUnknown, 'labelType');
  return {
    kind: carrierKind,
    carrier,
    labelName: name ?? (carrier.labelNames[0] as string),
    labelType: type,
    dpi: dpiOf(query, type),
    countryFrom: countryOf(query, 'countryFrom', area.countriesFrom, 'Country from'),
    countryTo: countryOf(query, 'countryTo', area.countriesTo, 'Country to'),
    countryReturn: countryOf(query, 'countryReturn', area.countriesFrom, 'Return country'),
    tracking: numberOf(query, 'tracking', 'Tracking'),
    secondary: numberOf(query, 'secondary', 'Secondary'),
  };
}
