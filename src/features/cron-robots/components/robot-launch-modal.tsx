import { Alert, Button, Code, Group, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { CopyValueButton } from '@/components/copy-button';
import { AppModal } from '@/components/modal/app-modal';
import { QueryError } from '@/components/query-error';
import { RequiresNetwork } from '@/components/requires-network';
import { WRITE_ACTION } from '@/config/action-urls';
import { useAccess } from '@/lib/access';
import { errorMessages } from '@/lib/api/api-error';
import { useAccount } from '@/lib/session/use-session';
import { useRobotCommand, useStartRobot } from '../api/cron-robots-mutations';
import { cronRobotQueries } from '../api/cron-robots-queries';
import type { RobotLaunchAnswer, RobotParameter } from '@/contract/cron-robots/cron-robots-schemas';
import {
  initialParameterValues,
  LAUNCH_FIELDS,
  launchBody,
  type LaunchErrors,
  launchErrorsOf,
  type ParameterValues,
  withoutFieldError,
} from '../robot-launch-rules';
import { RobotParameterField } from './robot-parameter-field';

// 'Get robot launch command' (spec c sections 2, 4 and 7): a group, one of its robots, and the
// robot's parameters (POST /robots/robotArguments); 'Get command' shows the command to copy,
// 'Start' (with the start action) starts the robot and says the server's message. errors[] of
// either answer mark the fields they name.

const TITLE = 'Get robot launch command';
const NO_PARAMETERS: readonly RobotParameter[] = [];
const NO_ERRORS: LaunchErrors = { fields: {}, other: [] };

type Outcome = { answer: RobotLaunchAnswer; errors: LaunchErrors } | { failure: string[] } | null;

export function RobotLaunchModal({ onClose }: { onClose: () => void }) {
  const account = useAccount();
  const canStart = useAccess().can(WRITE_ACTION.startRobot);
  const list = useQuery(cronRobotQueries.robotsList(account));
  const [group, setGroup] = useState('');
  const [robot, setRobot] = useState('');
  const chosen = group !== '' && robot !== '';
  const args = useQuery({
    ...cronRobotQueries.arguments(account, group, robot),
    enabled: chosen,
  });
  const parameters = args.data?.parameters ?? NO_PARAMETERS;
  const argsKey = `${group}:${robot}`;
  // Values typed for the robot shown; another robot starts from its own defaults.
  const [edited, setEdited] = useState<{ key: string; values: ParameterValues } | null>(null);
  const values = edited?.key === argsKey ? edited.values : initialParameterValues(parameters);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const command = useRobotCommand();
  const start = useStartRobot();

  const errors = outcome && 'errors' in outcome ? outcome.errors : NO_ERRORS;
  const groups = list.data?.groups ?? [];
  const robots = groups.find((item) => item.group === group)?.robots ?? [];
  const description = robots.find((item) => item.name === robot)?.description;

  const clearField = (name: string) =>
    setOutcome((current) =>
      current && 'errors' in current
        ? {
            ...current,
            errors: { ...current.errors, fields: withoutFieldError(current.errors.fields, name) },
          }
        : current,
    );

  const choose = (nextGroup: string, nextRobot: string) => {
    setGroup(nextGroup);
    setRobot(nextRobot);
    setEdited(null);
    setOutcome(null);
  };

  const send = (which: 'command' | 'start') => {
    const mutation = which === 'command' ? command : start;
    mutation.mutate(launchBody(group, robot, parameters, values), {
      onSuccess: (answer) => {
        if (which === 'start' && answer.errors.length === 0) return onClose();
        setOutcome({ answer, errors: launchErrorsOf(answer.errors, parameters) });
      },
      onError: (error) => setOutcome({ failure: errorMessages(error) }),
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send('command');
  };

  return (
    <AppModal onClose={onClose} title={TITLE} size="lg">
      {list.data === undefined ? (
        list.error ? (
          <QueryError error={list.error} onRetry={() => void list.refetch()} />
        ) : (
          <Loader aria-label="Loading" />
        )
      ) : (
        <Stack component="form" gap="sm" onSubmit={submit} aria-label={TITLE}>
          <NativeSelect
            label="Group"
            withAsterisk
            data={[{ value: '', label: 'Choose…' }, ...groups.map((item) => item.group)]}
            value={group}
            error={errors.fields[LAUNCH_FIELDS.group]}
            onChange={(event) => choose(event.currentTarget.value, '')}
          />
          <NativeSelect
            label="Robot"
            withAsterisk
            disabled={group === ''}
            description={description}
            data={[{ value: '', label: 'Choose…' }, ...robots.map((item) => item.name)]}
            value={robot}
            error={errors.fields[LAUNCH_FIELDS.robot]}
            onChange={(event) => choose(group, event.currentTarget.value)}
          />
          {chosen ? (
            <Parameters
              loading={args.isPending}
              error={args.error}
              onRetry={() => void args.refetch()}
              parameters={parameters}
              values={values}
              fieldErrors={errors.fields}
              onChange={(name, value) => {
                setEdited({ key: argsKey, values: { ...values, [name]: value } });
                clearField(name);
              }}
            />
          ) : null}
          <LaunchOutcome outcome={outcome} />
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <RequiresNetwork>
              <Button
                type="submit"
                variant="light"
                disabled={!args.data}
                loading={command.isPending}
              >
                Get command
              </Button>
            </RequiresNetwork>
            {canStart ? (
              <RequiresNetwork>
                <Button
                  disabled={!args.data}
                  loading={start.isPending}
                  onClick={() => send('start')}
                >
                  Start
                </Button>
              </RequiresNetwork>
            ) : null}
          </Group>
        </Stack>
      )}
    </AppModal>
  );
}

function Parameters({
  loading,
  error,
  onRetry,
  parameters,
  values,
  fieldErrors,
  onChange,
}: {
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  parameters: readonly RobotParameter[];
  values: ParameterValues;
  fieldErrors: Record<string, string>;
  onChange: (name: string, value: string | boolean) => void;
}) {
  if (error && parameters.length === 0) return <QueryError error={error} onRetry={onRetry} />;
  if (loading) return <Loader size="sm" aria-label="Loading parameters" />;
  if (parameters.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        This robot takes no parameters.
      </Text>
    );
  }
  return (
    <Stack gap="sm" role="group" aria-label="Parameters">
      {parameters.map((parameter) => (
        <RobotParameterField
          key={parameter.name}
          parameter={parameter}
          value={values[parameter.name] ?? ''}
          error={fieldErrors[parameter.name]}
          onChange={(value) => onChange(parameter.name, value)}
        />
      ))}
    </Stack>
  );
}

/** The command to copy, or why there is none (the server's message and unnamed errors). */
function LaunchOutcome({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  if ('failure' in outcome) {
    return (
      <Alert color="red" variant="light" role="alert">
        {outcome.failure.join('\n')}
      </Alert>
    );
  }
  const { answer, errors } = outcome;
  if (answer.errors.length > 0) {
    return (
      <Alert color="red" variant="light" role="alert">
        <Text size="sm">{answer.message}</Text>
        {errors.other.map((text) => (
          <Text size="sm" key={text}>
            {text}
          </Text>
        ))}
      </Alert>
    );
  }
  return (
    <Stack gap={4} component="section" aria-label="Command">
      <Text size="sm">{answer.message}</Text>
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Code block style={{ flex: 1, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
          {answer.command}
        </Code>
        <CopyValueButton value={answer.command} label="command" />
      </Group>
    </Stack>
  );
}
