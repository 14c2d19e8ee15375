import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

/**
 * Response bodies are written by fast-json-stringify from the JSON Schema of each route's zod response
 * schema: the handler's types already guarantee the shape, so the hot path skips a zod parse per response
 * and only the fields the contract names ever leave the server.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  const jsonSchema = z.toJSONSchema(schema, {
    target: 'draft-7',
    io: 'output',
    unrepresentable: 'any',
  });
  return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
};
