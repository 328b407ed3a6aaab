import { describe, expect, it } from 'vitest';
import { isBlankHtml } from '@/features/carriers/rich-info-rules';

describe('isBlankHtml', () => {
  it.each([
    '',
    '   ',
    '<p></p>',
    '<p><br></p>',
    '<p>&nbsp;</p>\n<p> </p>',
    '<h2>  </h2><ul><li><p></p></li></ul>',
    '<p>\u00a0\u200b</p>',
  ])('reads %j as no information', (html) => {
    expect(isBlankHtml(html)).toBe(true);
  });

  it.each(['<p>x</p>', 'text', '<img src="https://cdn.example/x.png">', '<hr>', '<p>&amp;</p>'])(
    'reads %j as something to show',
    (html) => {
      expect(isBlankHtml(html)).toBe(false);
    },
  );
});
