import type * as v from 'valibot';

// One wording for a value that breaks a request schema's limits, on both sides of the contract:
// the reference server answers with it and forms can show it. The texts are the spec's where it
// has them (spec b section 5, default settings and barcode ranges; 'Field is required').

export const REQUIRED = 'Field is required';

type Issue = Pick<v.BaseIssue<unknown>, 'type' | 'input' | 'message' | 'expected'> & {
  requirement?: unknown;
};

/** Valibot's own messages all start so; a schema's custom message is shown as written. */
const isDefaultMessage = (message: string) => message.startsWith('Invalid ');

export function issueMessage(issue: Issue): string {
  if (issue.input === undefined || issue.input === null) return REQUIRED;
  if (!isDefaultMessage(issue.message)) return issue.message;
  const n = typeof issue.requirement === 'number' ? issue.requirement : undefined;
  const many = Array.isArray(issue.input);
  switch (issue.type) {
    case 'min_length':
      if (n === 1 && !many) return REQUIRED;
      return many ? `Minimum number of items: ${n}` : `Minimum length: ${n}`;
    case 'max_length':
      return many ? `Maximum number of items: ${n}` : `Maximum length: ${n}`;
    case 'length':
      return `Length must be ${n}`;
    case 'min_value':
      return `Minimum value: ${n}`;
    case 'max_value':
      return `Maximum value: ${n}`;
    case 'gt_value':
      return n === 0 ? 'Only positive value' : `Minimum value: ${n}`;
    case 'integer':
      return 'Must be an integer (whole number)';
    case 'finite':
    case 'number':
      return 'Must be a valid number';
    case 'email':
      return 'Email is not valid';
    case 'regex':
      return 'Format does not match the required pattern';
    default:
      return 'Invalid value';
  }
}
