import { parseAnswer } from './parse-answer';

/** An article's answer as headings, paragraphs and lists (text only: React escapes it). */
export function AnswerText({ answer }: { answer: string }) {
  return (
    <div className="kb-answer">
      {parseAnswer(answer).map((block, index) => {
        if (block.type === 'heading') return <h2 key={index}>{block.text}</h2>;
        if (block.type === 'list')
          return (
            <ul key={index}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{item}</li>
              ))}
            </ul>
          );
        return <p key={index}>{block.text}</p>;
      })}
    </div>
  );
}
