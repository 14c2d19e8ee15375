import { describe, expect, it } from 'vitest';
import { demoLogoShapes, demoLogoSvg, LOGO_SHAPES } from '../../server/db/seed/catalogue/logo-art';

describe('demoLogoSvg', () => {
  it('draws the same picture for the same name, different ones for different names', () => {
    expect(demoLogoSvg('Маяк')).toBe(demoLogoSvg('Маяк'));
    const names = ['Маяк', 'Полярис', 'Светлый шум', 'Северный ветер', 'Кит', 'Лес'];
    expect(new Set(names.map((name) => demoLogoSvg(name))).size).toBe(names.length);
  });

  it('is an SVG of shapes only: no text, no script, no external reference', () => {
    const svg = demoLogoSvg('Агентство «Ромашка»');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toMatch(/<text|<script|href=|<image/);
  });

  it('draws a different silhouette for each shape family', () => {
    const marks = LOGO_SHAPES.map((shape) =>
      // The mark alone: the background and the colours are the name's, the same for every family.
      demoLogoSvg('Маяк', shape).replace(/^<svg[^>]*><rect[^>]*\/>/, ''),
    );
    expect(LOGO_SHAPES.length).toBeGreaterThanOrEqual(10);
    expect(new Set(marks).size).toBe(LOGO_SHAPES.length);
  });

  it('gives neighbours different shapes: twelve in a row take twelve families', () => {
    const names = Array.from({ length: 40 }, (_, i) => `Агентство ${i}`);
    const shapes = demoLogoShapes(names);
    expect(shapes).toEqual(demoLogoShapes(names));
    expect(new Set(shapes.slice(0, 12)).size).toBe(12);
    for (let i = 1; i < shapes.length; i++) expect(shapes[i]).not.toBe(shapes[i - 1]);
  });
});
