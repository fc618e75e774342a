import { generateSchema } from '@anatine/zod-openapi';
import type { ZodTypeAny } from 'zod';

type Json = Record<string, unknown>;

const isEmpty = (schema: Json) =>
  Object.keys(schema).every((key) => key === 'description' || key === 'nullable');

/**
 * The generator (@anatine/zod-openapi 1.x) has no case for `z.pipe()`, so a piped field (the
 * trimmed-then-checked email, the folder colour) came out as `{}`: a field with no schema. Walks
 * the zod schema beside its generated JSON and describes each such field by both ends of its
 * pipe: what the caller sends must pass the first, and its cleaned value the second.
 */
export const describePipes = (json: Json | undefined, zod: ZodTypeAny | undefined): undefined => {
  if (!json || !zod) return;
  const def = zod._def as Json & { typeName?: string };
  switch (def.typeName) {
    case 'ZodOptional':
    case 'ZodNullable':
    case 'ZodBranded':
      return describePipes(json, (def.innerType ?? def.type) as ZodTypeAny);
    case 'ZodDefault':
      return describePipes(json, def.innerType as ZodTypeAny);
    case 'ZodEffects':
      return describePipes(json, def.schema as ZodTypeAny);
    case 'ZodObject': {
      const shape = (zod as unknown as { shape: Record<string, ZodTypeAny> }).shape;
      const properties = (json.properties ?? {}) as Record<string, Json>;
      for (const [key, field] of Object.entries(shape)) describePipes(properties[key], field);
      return;
    }
    case 'ZodArray':
      return describePipes(json.items as Json | undefined, def.type as ZodTypeAny);
    case 'ZodIntersection': {
      const [left, right] = (json.allOf ?? []) as Json[];
      describePipes(left, def.left as ZodTypeAny);
      describePipes(right, def.right as ZodTypeAny);
      return;
    }
    case 'ZodUnion': {
      const branches = (json.oneOf ?? []) as Json[];
      for (const [i, option] of (def.options as ZodTypeAny[]).entries()) describePipes(branches[i], option);
      return;
    }
    case 'ZodPipeline': {
      if (!isEmpty(json)) return;
      const input = generateSchema(def.in as ZodTypeAny) as Json;
      const output = generateSchema(def.out as ZodTypeAny) as Json;
      describePipes(input, def.in as ZodTypeAny);
      describePipes(output, def.out as ZodTypeAny);
      Object.assign(json, output, input, pick(json, 'description', 'nullable'));
      return;
    }
  }
};

const pick = (json: Json, ...keys: string[]) =>
  Object.fromEntries(keys.filter((k) => k in json).map((k) => [k, json[k]]));
