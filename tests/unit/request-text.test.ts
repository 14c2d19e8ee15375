import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_SCHEMAS, type RouteSchema } from '../../contract/schemas';
import { idParams, pageQuery } from '../../contract/drf';
import { emailField } from '../../contract/auth';
import { nameField } from '../../contract/company';
import { firstNameField } from '../../contract/people';
import { HIDDEN_CONTROLS_MESSAGE, noNul, NUL_MESSAGE, plainText } from '../../contract/text';

// Every text a request carries (body, query, path) goes through contract/text.ts, which refuses NUL (PostgreSQL
// text cannot hold it: it would be a 500). A raw z.string() added to a request schema fails here.

interface Def {
  type: string;
  checks?: { _zod: { def: { check?: string; fn?: unknown } } }[];
  [key: string]: unknown;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** `where` of every string node reachable from `schema`, with whether it carries the NUL check. */
function stringNodes(
  schema: z.ZodType,
  where: string,
  seen = new Set<unknown>(),
): [string, boolean][] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  const walk = (child: unknown, at: string) =>
    child ? stringNodes(child as z.ZodType, at, seen) : [];
  switch (def.type) {
    case 'string':
      return [[where, def.checks?.some((c) => c._zod.def.fn === noNul) ?? false]];
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, value]) =>
        walk(value, `${where}.${key}`),
      );
    case 'array':
      return walk(def.element, `${where}[]`);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option, n) => walk(option, `${where}|${n}`));
    case 'intersection':
      return [...walk(def.left, where), ...walk(def.right, where)];
    case 'pipe': {
      // What `out` sees comes from `in`: a NUL-free string in makes it NUL-free (an email, a number).
      const input = walk(def.in, where);
      const inIsText = defOf(def.in as z.ZodType).type === 'string';
      if (inIsText && input.every(([, checked]) => checked)) return input;
      return [...input, ...walk(def.out, `${where}→`)];
    }
    case 'record':
      return [...walk(def.keyType, `${where}{key}`), ...walk(def.valueType, `${where}{}`)];
    case 'tuple':
      return (def.items as z.ZodType[]).flatMap((item, n) => walk(item, `${where}[${n}]`));
    case 'lazy':
      return walk((def.getter as () => z.ZodType)(), where);
    default:
      return 'innerType' in def ? walk(def.innerType, where) : [];
  }
}

const requestParts = Object.entries(API_SCHEMAS as Record<string, RouteSchema>).flatMap(
  ([route, schema]) =>
    (['params', 'querystring', 'body'] as const).flatMap((part) =>
      schema[part] ? [[`${route} ${part}`, schema[part]] as const] : [],
    ),
);

describe('request texts', () => {
  it('every string of every request schema refuses NUL through contract/text.ts', () => {
    const nodes = requestParts.flatMap(([where, schema]) => stringNodes(schema, where));
    expect(nodes.length).toBeGreaterThan(100);
    expect(nodes.filter(([, checked]) => !checked).map(([where]) => where)).toEqual([]);
  });

  it('reports a raw string, wherever it hides', () => {
    const raw = z.strictObject({
      ok: plainText(),
      deep: z.array(z.object({ name: z.string().max(5).optional() })),
      piped: z.string().pipe(z.email()),
      checked: plainText().pipe(z.email()),
    });
    expect(stringNodes(raw, 'body').filter(([, checked]) => !checked)).toEqual([
      ['body.deep[].name', false],
      ['body.piped', false],
      ['body.piped→', false],
    ]);
  });

  it('refuses NUL with its Russian message, in a body, a query and a path', () => {
    const unsubscribe = API_SCHEMAS['POST /notification/api/v1/push/unsubscribe/'].body;
    expect(unsubscribe.safeParse({ endpoint: 'a\u0000b' }).error?.issues[0]?.message).toBe(
      NUL_MESSAGE,
    );
    const invoice = API_SCHEMAS['POST /plans/api/v1/invoices/'].body;
    expect(
      invoice.safeParse({ plan: 'a\u0000b', period_months: 1 }).error?.issues[0]?.message,
    ).toBe(NUL_MESSAGE);
    expect(pageQuery.safeParse({ page: '1\u0000' }).success).toBe(false);
    expect(idParams.safeParse({ id: '1\u0000' }).success).toBe(false);
  });
});

describe('names and titles', () => {
  const names = {
    'company name': nameField,
    'first name': firstNameField,
    'project title': API_SCHEMAS['POST /project/api/v1/projects/'].body.shape.title,
    'case title': API_SCHEMAS['POST /case/api/v1/cases/'].body.shape.title,
  };
  const hidden = ['\u202A', '\u202E', '\u2066', '\u2069', '\u200B', '\u200D', '\u2060'];

  it.each(Object.entries(names))(
    '%s refuses bidi controls and zero-width characters',
    (_, schema) => {
      expect(schema.safeParse('Северный ветер').success).toBe(true);
      for (const mark of hidden) {
        const result = schema.safeParse(`Север${mark}ный ветер`);
        expect(result.error?.issues[0]?.message, `U+${mark.codePointAt(0)!.toString(16)}`).toBe(
          HIDDEN_CONTROLS_MESSAGE,
        );
      }
      // A BOM inside the name is refused; at its edges trimming takes it away.
      expect(schema.safeParse('Север\uFEFFный').success).toBe(false);
    },
  );

  it('an email’s local part is at most 64 characters', () => {
    expect(emailField.safeParse(`${'a'.repeat(64)}@podryad.example`).success).toBe(true);
    expect(
      emailField.safeParse(`${'a'.repeat(65)}@podryad.example`).error?.issues[0]?.message,
    ).toBe('Часть адреса до «@» — не более 64 символов.');
  });
});
