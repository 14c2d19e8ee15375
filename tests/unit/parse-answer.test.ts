import { describe, expect, it } from 'vitest';
import { parseAnswer } from '../../src/features/knowledgebase/components/parse-answer';

describe('knowledge-base answer format', () => {
  it('splits paragraphs on blank lines, "- " lines into a list, "## " into a heading', () => {
    const answer = [
      'Первый абзац.',
      'Его вторая строка.',
      '',
      '## Как начать',
      '',
      '- Опишите проект',
      '- Пригласите агентства',
      '',
      'Итог.',
    ].join('\n');
    expect(parseAnswer(answer)).toEqual([
      { type: 'paragraph', text: 'Первый абзац.\nЕго вторая строка.' },
      { type: 'heading', text: 'Как начать' },
      { type: 'list', items: ['Опишите проект', 'Пригласите агентства'] },
      { type: 'paragraph', text: 'Итог.' },
    ]);
  });

  it('handles a heading or list inside a paragraph, CRLF and extra blank lines', () => {
    const answer = '## Шаги\r\nСделайте так:\r\n- раз\r\n- два\r\n\r\n\r\n\r\nГотово.';
    expect(parseAnswer(answer)).toEqual([
      { type: 'heading', text: 'Шаги' },
      { type: 'paragraph', text: 'Сделайте так:' },
      { type: 'list', items: ['раз', 'два'] },
      { type: 'paragraph', text: 'Готово.' },
    ]);
  });

  it('keeps markup as text', () => {
    expect(parseAnswer('<b>жирный</b>')).toEqual([{ type: 'paragraph', text: '<b>жирный</b>' }]);
    expect(parseAnswer('')).toEqual([]);
  });
});
