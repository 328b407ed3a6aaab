import type {
  RobotFieldError,
  RobotLaunchBody,
  RobotParameter,
} from '@/contract/cron-robots/cron-robots-schemas';

// The 'Get robot launch command' form's rules (spec c sections 4 and 7): the values a robot's
// parameters start from, the body robotGetCommand and start receive, and the server's errors[]
// as the fields they highlight. The server is the judge of the values (decision 034): the form
// sends what was typed, and marks what the server names.

/** A parameter's value as its field holds it: text for every type but boolean. */
export type ParameterValues = Record<string, string | boolean>;

/** The fields of the form besides the parameters; errors[] may name them. */
export const LAUNCH_FIELDS = { group: 'group', robot: 'robot' } as const;

/** Each field starts from the parameter's default (none: empty, a flag off). */
export function initialParameterValues(parameters: readonly RobotParameter[]): ParameterValues {
  return Object.fromEntries(
    parameters.map((parameter) => [
      parameter.name,
      parameter.type === 'boolean'
        ? parameter.default === true
        : parameter.default === null || parameter.default === undefined
          ? ''
          : String(parameter.default),
    ]),
  );
}

const INTEGER = /^-?\d{1,15}$/;

/** One value as sent: blank is null, a whole number a number, the rest as typed (trimmed). */
function sentValue(parameter: RobotParameter, value: string | boolean | undefined) {
  if (parameter.type === 'boolean') return value === true;
  const text = typeof value === 'string' ? value.trim() : '';
  if (text === '') return null;
  if (parameter.type === 'integer' && INTEGER.test(text)) return Number(text);
  return text;
}

/** The body of POST /robots/robotGetCommand and /robots/start: every parameter of the robot. */
export function launchBody(
  group: string,
  robot: string,
  parameters: readonly RobotParameter[],
  values: ParameterValues,
): RobotLaunchBody {
  return {
    group,
    robot,
    parameters: Object.fromEntries(
      parameters.map((parameter) => [parameter.name, sentValue(parameter, values[parameter.name])]),
    ),
  };
}

export type LaunchErrors = {
  /** Field name to its message (the first the server gave for it). */
  fields: Record<string, string>;
  /** Errors naming no field of the form, shown above it. */
  other: string[];
};

/** errors[] of the answer as the form shows them: on the named fields, the rest apart. */
export function launchErrorsOf(
  errors: readonly RobotFieldError[],
  parameters: readonly RobotParameter[],
): LaunchErrors {
  const known = new Set<string>([
    LAUNCH_FIELDS.group,
    LAUNCH_FIELDS.robot,
    ...parameters.map((parameter) => parameter.name),
  ]);
  const fields: Record<string, string> = {};
  const other: string[] = [];
  for (const error of errors) {
    if (!known.has(error.field)) other.push(`${error.field}: ${error.message}`);
    else fields[error.field] ??= error.message;
  }
  return { fields, other };
}

/** A changed field is no longer what the server refused: its mark goes. */
export function withoutFieldError(
  fields: Record<string, string>,
  name: string,
): Record<string, string> {
  if (!(name in fields)) return fields;
  const rest = { ...fields };
  delete rest[name];
  return rest;
}
