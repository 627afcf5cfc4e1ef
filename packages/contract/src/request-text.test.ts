import { productMessages } from '@sanchay/domain';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as contract from './index';
import type { RouteDef } from './route';

// The one text rule is the default of every request schema: every string a route takes, in its
// query or body, at any depth, refuses what a person cannot type (issue 8 §2). A new route whose
// field is a bare z.string() fails here; the server's preValidation net is the second line.

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  in?: z.ZodType;
  out?: z.ZodType;
  left?: z.ZodType;
  right?: z.ZodType;
  valueType?: z.ZodType;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every string schema inside a request schema, with its path. */
function stringLeaves(schema: z.ZodType, path: string, out: [string, z.ZodType][] = []): [string, z.ZodType][] {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      out.push([path, schema]);
      break;
    case 'object':
      for (const [key, field] of Object.entries(def.shape ?? {})) stringLeaves(field, `${path}.${key}`, out);
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      stringLeaves(def.innerType!, path, out);
      break;
    case 'array':
      stringLeaves(def.element!, `${path}[]`, out);
      break;
    case 'union':
      def.options!.forEach((option) => stringLeaves(option, path, out));
      break;
    case 'pipe':
      stringLeaves(def.in!, path, out);
      break;
    case 'intersection':
      stringLeaves(def.left!, path, out);
      stringLeaves(def.right!, path, out);
      break;
    case 'record':
      stringLeaves(def.valueType!, `${path}{}`, out);
      break;
    default:
  }
  return out;
}

const routes = Object.entries(contract)
  .filter(([name, value]) => name.endsWith('Routes') && typeof value === 'object')
  .flatMap(([, group]) => Object.entries(group as Record<string, RouteDef>));

const leaves = routes.flatMap(([name, def]) => [
  ...(def.query ? stringLeaves(def.query, `${name}.query`) : []),
  ...(def.body ? stringLeaves(def.body, `${name}.body`) : []),
]);

describe('every string a route takes refuses what a person cannot type', () => {
  it('finds the request strings of the contract', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(leaves.length).toBeGreaterThan(40);
  });

  it.each(leaves)('%s', (_path, schema) => {
    for (const hostile of ['ab\u0000cd', 'ab\u202Ecd', 'ab\uD800cd']) {
      expect(schema.safeParse(hostile).success).toBe(false);
    }
  });

  it('says so in the catalogue’s words where the field is free text', () => {
    const amc = contract.catalogueRoutes.getMutualFundsByCategory.query!.shape.amc;
    expect(amc.safeParse('HDFC\u0000').error?.issues[0]?.message).toBe(productMessages.validation.untypeableText);
  });
});
