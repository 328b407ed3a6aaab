import { createHash } from 'node:crypto';
import type {
  LabelAnswer,
  LabelDpi,
  LabelKind,
  LabelType,
} from '../../../src/contract/label-builder/label-builder-schemas';
import type { Address } from '../../../src/contract/shared/address-schemas';
import { pdfOf } from '../../shared/demo-files';
import { addressFor, seedPools } from '../../shared/seed-pools';
import { randomFor } from '../../shared/seed-random';
import type { LabelCarrier } from './seed';

// The label itself, in each type (spec c section 3): an HTML document with inline styles, a
// one-page PDF, or ZPL at 200 or 300 DPI. The same settings always give the same label: the
// addresses and a missing tracking number are drawn from a hash of the settings.

export type LabelSpec = {
  kind: LabelKind;
  carrier: LabelCarrier;
  labelName: string;
  labelType: LabelType;
  /** ZPL types only. */
  dpi: LabelDpi | undefined;
  countryFrom: string;
  countryTo: string;
  countryReturn: string;
  tracking: string | undefined;
  secondary: string | undefined;
};

export type LabelFile = LabelAnswer & { mime: string; bytes: Buffer };

type Parties = { tracking: string; sender: Address; receiver: Address; returnTo: Address };

function partiesOf(spec: LabelSpec): Parties {
  const key = [
    spec.carrier.id,
    spec.labelName,
    spec.countryFrom,
    spec.countryTo,
    spec.countryReturn,
  ]
    .concat(spec.tracking ?? '')
    .join('|');
  const random = randomFor(createHash('sha256').update(key).digest().readUInt32BE(0));
  const pools = seedPools();
  const prefix = spec.carrier.name
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 2)
    .toUpperCase();
  const tracking = spec.tracking || `${prefix}${random.int(100_000_000, 999_999_999)}${prefix}`;
  return {
    tracking,
    sender: addressFor(random, pools, spec.countryFrom, true),
    receiver: addressFor(random, pools, spec.countryTo, false),
    returnTo: addressFor(random, pools, spec.countryReturn, true),
  };
}

const lineOf = (a: Address) =>
  [a.company, a.name, a.addr1, a.addr2, `${a.zip} ${a.city}`, a.country].filter(
    (part): part is string => Boolean(part),
  );

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string,
  );

function barsOf(text: string): string {
  const bars: string[] = [];
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    for (let bit = 6; bit >= 0; bit -= 1) {
      const width = (code >> bit) & 1 ? 3 : 1;
      bars.push(
        `<span style="display:inline-block;width:${width}px;height:64px;background:#000;margin-right:${4 - width}px"></span>`,
      );
    }
  }
  return bars.join('');
}

function htmlOf(spec: LabelSpec, p: Parties): string {
  const block = (title: string, address: Address) =>
    `<div style="border:1px solid #000;padding:8px;margin-top:8px"><div style="font-size:11px;text-transform:uppercase;letter-spacing:1px">${title}</div>${lineOf(
      address,
    )
      .map((line) => `<div>${escapeHtml(line)}</div>`)
      .join('')}</div>`;
  return [
    '<!DOCTYPE html>',
    `<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(`${spec.carrier.name} label ${p.tracking}`)}</title></head>`,
    '<body style="margin:0;padding:16px;font-family:Arial,Helvetica,sans-serif;color:#000;background:#fff">',
    '<div style="width:384px;border:2px solid #000;padding:12px">',
    `<div style="display:flex;justify-content:space-between;font-weight:bold;font-size:18px"><span>${escapeHtml(spec.carrier.name)}</span><span>${escapeHtml(spec.kind.toUpperCase())}</span></div>`,
    `<div style="font-size:12px">${escapeHtml(spec.labelName)}</div>`,
    block('From', p.sender),
    block('To', p.receiver),
    block('Return to', p.returnTo),
    `<div style="margin-top:12px;text-align:center">${barsOf(p.tracking)}</div>`,
    `<div style="text-align:center;font-size:20px;font-weight:bold;letter-spacing:2px">${escapeHtml(p.tracking)}</div>`,
    spec.secondary
      ? `<div style="text-align:center;font-size:12px">Secondary: ${escapeHtml(spec.secondary)}</div>`
      : '',
    '</div></body></html>',
  ].join('\n');
}

/** ZPL of a 4x6 inch label; coordinates scale with the DPI (8 or 12 dots per mm). */
function zplLabelOf(spec: LabelSpec, p: Parties, dpi: LabelDpi): string {
  const k = dpi === 300 ? 1.5 : 1;
  const at = (n: number) => Math.round(n * k);
  const lines = [
    `${spec.carrier.name} - ${spec.labelName}`,
    ...lineOf(p.sender)
      .slice(0, 3)
      .map((l, i) => (i === 0 ? `FROM: ${l}` : `      ${l}`)),
    ...lineOf(p.receiver)
      .slice(0, 4)
      .map((l, i) => (i === 0 ? `TO: ${l}` : `    ${l}`)),
    `RETURN: ${lineOf(p.returnTo).slice(-2).join(' ')}`,
  ];
  if (spec.secondary) lines.push(`SECONDARY: ${spec.secondary}`);
  const text = lines
    .map(
      (line, i) =>
        `^FO${at(40)},${at(40 + i * 36)}^A0N,${at(28)},${at(28)}^FD${line.replace(/[\^~]/g, ' ')}^FS`,
    )
    .join('\n');
  return [
    '^XA',
    '^CI28',
    `^PW${at(812)}`,
    `^LL${at(1218)}`,
    text,
    `^FO${at(40)},${at(760)}^BY${dpi === 300 ? 4 : 3}^BCN,${at(200)},Y,N,N^FD${p.tracking}^FS`,
    '^XZ',
    '',
  ].join('\n');
}

function pdfLines(spec: LabelSpec, p: Parties): string[] {
  return [
    `${spec.carrier.name} - ${spec.labelName}`,
    `Tracking: ${p.tracking}`,
    ...(spec.secondary ? [`Secondary: ${spec.secondary}`] : []),
    '',
    'From:',
    ...lineOf(p.sender),
    '',
    'To:',
    ...lineOf(p.receiver),
    '',
    'Return to:',
    ...lineOf(p.returnTo),
  ];
}

export function labelFileOf(spec: LabelSpec): LabelFile {
  const parties = partiesOf(spec);
  const base = `label_${spec.carrier.name.toLowerCase().replace(/[^a-z0-9]+/g, '_')}_${parties.tracking}`;
  if (spec.labelType === 'html') {
    const html = htmlOf(spec, parties);
    return {
      type: 'html',
      label: html,
      filename: `${base}.html`,
      mime: 'text/html; charset=utf-8',
      bytes: Buffer.from(html, 'utf8'),
    };
  }
  if (spec.labelType === 'pdf') {
    const pdf = pdfOf(pdfLines(spec, parties));
    return {
      type: 'pdf',
      label: pdf.toString('base64'),
      filename: `${base}.pdf`,
      mime: 'application/pdf',
      bytes: pdf,
    };
  }
  const zpl = zplLabelOf(spec, parties, spec.dpi ?? 200);
  return {
    type: 'zpl',
    label: zpl,
    filename: `${base}_${spec.dpi ?? 200}dpi.zpl`,
    mime: 'text/plain; charset=utf-8',
    bytes: Buffer.from(zpl, 'utf8'),
  };
}
