import type { LabelInput, MergeResult } from './label-types';

// The messages between the page and the merge worker (label-merge.worker.ts).

export type MergeRequest =
  | { type: 'start'; total: number }
  | { type: 'label'; index: number; label: LabelInput }
  | { type: 'finish' };

export type MergeResponse =
  | { type: 'merged'; count: number }
  | { type: 'done'; result: MergeResult }
  | { type: 'error'; message: string };
