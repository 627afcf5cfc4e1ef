import { z } from 'zod';

/**
 * Clear default messages for the server's validation errors. A schema's own message (the spec's
 * wording in the domain's zod schemas) always wins; these only replace zod's generic texts such
 * as "Invalid input: expected number, received NaN". Each names the field, so the first message
 * of a failure reads well on its own.
 */
export interface IssueLike {
  code?: string | undefined;
  path?: readonly PropertyKey[] | undefined;
  input?: unknown;
  expected?: unknown;
  origin?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  inclusive?: unknown;
  exact?: unknown;
  values?: unknown;
  format?: unknown;
  divisor?: unknown;
  keys?: unknown;
}

export function fieldLabel(path: readonly PropertyKey[] | undefined): string {
  // zod hands customError some issues (unrecognized keys of a strict object) before their path is set.
  const named = [...(path ?? [])].reverse().find((p) => typeof p === 'string');
  return typeof named === 'string' ? named : 'value';
}

export function friendlyMessage(issue: IssueLike): string {
  const label = fieldLabel(issue.path);
  switch (issue.code) {
    case 'invalid_type': {
      if (issue.input === undefined && 'input' in issue) return `${label} is required`;
      if (issue.expected === 'int') return `${label} must be a whole number`;
      if (issue.expected === 'number' || issue.expected === 'bigint') return `${label} must be a number`;
      if (issue.expected === 'string') return `${label} must be text`;
      if (issue.expected === 'boolean') return `${label} must be true or false`;
      if (issue.expected === 'array') return `${label} must be a list`;
      if (issue.expected === 'object') return `${label} must be an object`;
      return `${label} is not valid`;
    }
    case 'too_small': {
      const min = String(issue.minimum);
      if (issue.origin === 'string') {
        if (issue.minimum === 1) return `${label} is required`;
        return issue.exact ? `${label} must be exactly ${min} characters` : `${label} must be at least ${min} characters`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') return `${label} must have at least ${min} items`;
      return issue.inclusive === false ? `${label} must be greater than ${min}` : `${label} must be at least ${min}`;
    }
    case 'too_big': {
      const max = String(issue.maximum);
      if (issue.origin === 'string') {
        return issue.exact ? `${label} must be exactly ${max} characters` : `${label} must be at most ${max} characters`;
      }
      if (issue.origin === 'array' || issue.origin === 'set') return `${label} must have at most ${max} items`;
      return issue.inclusive === false ? `${label} must be less than ${max}` : `${label} must be at most ${max}`;
    }
    case 'invalid_value': {
      const values = Array.isArray(issue.values) ? issue.values.map(String) : [];
      return values.length === 1
        ? `${label} must be ${values[0]}`
        : `${label} must be one of: ${values.join(', ')}`;
    }
    case 'not_multiple_of':
      return `${label} must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `Unexpected field: ${Array.isArray(issue.keys) ? issue.keys.join(', ') : ''}`.trim();
    default:
      return `${label} is not valid`;
  }
}

let installed = false;

/** Installs the messages as zod's process-wide default (schema messages still take priority). */
export function installValidationMessages(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: (issue) => friendlyMessage(issue as IssueLike) });
}
