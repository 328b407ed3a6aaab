import { LabelMerger } from './label-merge';
import type { MergeRequest, MergeResponse } from './merge-protocol';

// The worker side of merge-client.ts: pdf-lib and the merging run here, off the page's thread,
// and only here (its chunk is the only one that holds pdf-lib). One worker per print; the page
// terminates it on Cancel.

let merger: LabelMerger | null = null;

const answer = (response: MergeResponse, transfer: Transferable[] = []) =>
  self.postMessage(response, { transfer });

const fail = (error: unknown) =>
  answer({ type: 'error', message: error instanceof Error ? error.message : String(error) });

self.addEventListener('message', (event: MessageEvent<MergeRequest>) => {
  const request = event.data;
  try {
    if (request.type === 'start') {
      merger = new LabelMerger(request.total, (count) => answer({ type: 'merged', count }));
    } else if (!merger) {
      fail(new Error('The merge has not started'));
    } else if (request.type === 'label') {
      merger.add(request.index, request.label).catch(fail);
    } else {
      merger
        .finish()
        .then(
          (result) => answer({ type: 'done', result }, result.pdf ? [result.pdf.buffer] : []),
          fail,
        );
    }
  } catch (error) {
    fail(error);
  }
});
