import { createElement, type ReactNode, type SVGProps } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';

/** An SVG attribute as React spells it: `fill-rule` → `fillRule`. */
const reactName = (attribute: string) =>
  attribute.replace(/-([a-z])/g, (_dash, letter: string) => letter.toUpperCase());

const drawn = (node: AbstractNode, key: number): ReactNode =>
  createElement(
    node.tag,
    {
      key,
      ...Object.fromEntries(
        Object.entries(node.attrs).map(([name, value]) => [reactName(name), value]),
      ),
    },
    node.children?.map(drawn),
  );

type IconProps = { def: IconDefinition } & SVGProps<SVGSVGElement>;

/**
 * An Ant Design icon drawn from its definition (`./ant-icons.ts`) as plain SVG, without @ant-design/icons,
 * whose React runtime would bring antd's core onto a plain-HTML screen. 1em square, in the current text
 * colour, hidden from screen readers (the text beside it says what it means).
 */
export function Icon({ def, ...props }: IconProps) {
  // Two-tone icons are functions of their colours; the app draws one colour, the text's.
  const svg = typeof def.icon === 'function' ? def.icon('currentColor', 'currentColor') : def.icon;
  return (
    <svg
      viewBox={svg.attrs.viewBox}
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {svg.children?.map(drawn)}
    </svg>
  );
}
