// Renders the app icons (public/*.png) from one SVG in Chromium, so they stay in step with the
// favicon. Run with `npx tsx scripts/make-icons.ts` after changing the artwork.
import { chromium } from '@playwright/test';

const mark = (inset: number) => `
  <g transform="translate(${inset} ${inset}) scale(${(64 - inset * 2) / 64})">
    <path d="M14 24l18-10 18 10v18L32 52 14 42z" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>
    <path d="M14 24l18 10 18-10M32 34v18" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>
  </g>`;
const svg = (maskable: boolean) => `
  <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="100%" height="100%">
    <rect width="64" height="64" rx="${maskable ? 0 : 12}" fill="#1864ab"/>
    ${mark(maskable ? 8 : 0)}
  </svg>`;

const icons = [
  { file: 'public/pwa-192x192.png', size: 192, maskable: false },
  { file: 'public/pwa-512x512.png', size: 512, maskable: false },
  { file: 'public/maskable-512x512.png', size: 512, maskable: true },
  { file: 'public/apple-touch-icon-180x180.png', size: 180, maskable: true },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
for (const icon of icons) {
  const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${svg(icon.maskable)}</body></html>`,
  );
  await page.screenshot({ path: icon.file, omitBackground: true });
  await page.close();
}
await browser.close();
console.log(`Wrote ${icons.map((i) => i.file).join(', ')}`);
