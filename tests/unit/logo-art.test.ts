import { describe, expect, it } from 'vitest';
import { demoLogoSvg } from '../../server/db/seed/catalogue/logo-art';

describe('demoLogoSvg', () => {
  it('draws the same picture for the same name, different ones for different names', () => {
    expect(demoLogoSvg('Маяк')).toBe(demoLogoSvg('Маяк'));
    const names = ['Маяк', 'Полярис', 'Светлый шум', 'Северный ветер', 'Кит', 'Лес'];
    expect(new Set(names.map(demoLogoSvg)).size).toBe(names.length);
  });

  it('is an SVG of shapes only: no text, no script, no external reference', () => {
    const svg = demoLogoSvg('Агентство «Ромашка»');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toMatch(/<text|<script|href=|<image/);
  });
});
