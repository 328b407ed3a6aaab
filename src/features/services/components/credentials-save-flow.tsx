import { type Dispatch, type SetStateAction, useState } from 'react';
import { notifyFailure, notifyInfo, notifySuccess } from '@/lib/notify';
import { useAccount } from '@/lib/session/use-session';
import { requestCredentialsDiff, useSaveCredentials } from '../api/credentials-mutations';
import type { CredentialsEntryBody, ServiceDetail } from '@/contract/services/services-schemas';
import {
  classifyDiff,
  directEntries,
  type DiffService,
  reviewEntries,
} from '../credentials-diff-rules';
import { clearSaved, type Drafts, saveEntry, type UserValues } from '../credentials-draft-rules';
import { CredentialsDiffModal } from './credentials-diff-modal';

type Review = { entry: CredentialsEntryBody; login: string; services: DiffService[] };

/**
 * Saving (spec b section 4): POST /services/save_credentials for the changed users; then, when
 * asked, the same credentials for every service of the carrier version through the diff flow:
 * the server's message, a direct save, or the diff modal (one user at a time).
 */
export function useCredentialsSave(
  service: ServiceDetail,
  drafts: Drafts,
  setDrafts: Dispatch<SetStateAction<Drafts>>,
  toWholeVersion: boolean,
) {
  const account = useAccount();
  const save = useSaveCredentials(account, service.id);
  const [reviews, setReviews] = useState<Review[]>([]);
  const [savingUsers, setSavingUsers] = useState<readonly number[]>([]);
  const loginOf = (userId: number) =>
    service.accountListData.find((user) => user.userId === userId)?.login ?? String(userId);

  async function spread(entry: CredentialsEntryBody) {
    const outcome = classifyDiff(await requestCredentialsDiff(entry));
    const { user_id: userId, mode = 0, credentials } = entry;
    if (outcome.kind === 'message') notifyInfo(outcome.message);
    else if (outcome.kind === 'direct') {
      const answer = await save.mutateAsync(
        directEntries(outcome.serviceIds, userId, mode, credentials),
      );
      notifySuccess(answer.message);
    } else
      setReviews((queue) => [
        ...queue,
        { entry, login: loginOf(userId), services: outcome.services },
      ]);
  }

  async function saveUsers(userIds: readonly number[]) {
    const entries = userIds.flatMap((id) => {
      const draft = drafts[id];
      return draft ? [saveEntry(service.id, id, draft.current)] : [];
    });
    if (entries.length === 0) return;
    setSavingUsers(userIds);
    try {
      const answer = await save.mutateAsync(entries);
      notifySuccess(answer.message);
      const saved = new Map<number, UserValues>(
        entries.map((entry) => [
          entry.user_id,
          { mode: entry.mode ?? 0, credentials: entry.credentials },
        ]),
      );
      setDrafts((current) => clearSaved(current, saved));
      if (toWholeVersion) for (const entry of entries) await spread(entry);
    } catch (error) {
      notifyFailure(error);
    } finally {
      setSavingUsers([]);
    }
  }

  const review = reviews[0];
  const next = () => setReviews((queue) => queue.slice(1));
  const apply = async (ticked: ReadonlySet<string>) => {
    if (!review) return;
    const { user_id: userId, mode = 0, credentials } = review.entry;
    try {
      const answer = await save.mutateAsync(
        reviewEntries(review.services, userId, mode, credentials, ticked),
      );
      notifySuccess(answer.message);
      next();
    } catch (error) {
      notifyFailure(error);
    }
  };

  const diffModal = review ? (
    <CredentialsDiffModal
      key={`${review.entry.user_id}-${reviews.length}`}
      login={review.login}
      services={review.services}
      applying={save.isPending}
      onApply={(ticked) => void apply(ticked)}
      onCancel={next}
    />
  ) : null;

  return { saveUsers, savingUsers, saving: save.isPending, diffModal };
}
