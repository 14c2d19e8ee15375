// The `answer` format of contract/faq.ts: blank-line separated paragraphs, "- " lines are a bulleted list,
// a "## " line is a subheading. Parsed into blocks and rendered as elements: never as HTML.
export type AnswerBlock =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  | { type: 'list'; items: string[] };

export function parseAnswer(answer: string): AnswerBlock[] {
  const blocks: AnswerBlock[] = [];
  for (const chunk of answer.replace(/\r\n?/g, '\n').split(/\n[ \t]*\n/)) {
    let text: string[] = [];
    let items: string[] = [];
    const flush = () => {
      if (text.length) blocks.push({ type: 'paragraph', text: text.join('\n') });
      if (items.length) blocks.push({ type: 'list', items });
      text = [];
      items = [];
    };
    for (const raw of chunk.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      if (line.startsWith('## ')) {
        flush();
        blocks.push({ type: 'heading', text: line.slice(3).trim() });
      } else if (line.startsWith('- ')) {
        if (text.length) flush();
        items.push(line.slice(2).trim());
      } else {
        if (items.length) flush();
        text.push(line);
      }
    }
    flush();
  }
  return blocks;
}
