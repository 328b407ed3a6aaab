import { getRouteApi } from '@tanstack/react-router';
import { OfflineCopyNotice, RecordLoader, RecordModal } from '@/components/record-modal';
import { RecordParamSwitch, useRecordQuery, useRecordRoute } from '@/components/record-route';
import { CREATE } from '@/lib/record-route';
import { useAccount } from '@/lib/session/use-session';
import { userQueries } from '../api/users-queries';
import { USER_TAB_KEY, type UserTab } from '../users-search';
import { UserEditor, type UserRecordRoute } from './user-editor';

// A user's modal over the list (spec b section 2), or the create form: `create` loads the same
// page (id 0) for its roles, groups and services. A failed load is said once and the modal goes
// back; closing goes through navigation, so a changed form is asked about first.

const route = getRouteApi('/_app/users/$data');

export function UserModal() {
  const { data } = route.useParams();
  const record = useRecordRoute<UserTab>('/users', USER_TAB_KEY);
  if (data === CREATE) return <UserRecord key={CREATE} id={CREATE} record={record} />;
  return (
    <RecordParamSwitch data={data} onLoadFailed={record.goBack}>
      {(id) => <UserRecord key={id} id={id} record={record} />}
    </RecordParamSwitch>
  );
}

function UserRecord({ id, record }: { id: string; record: UserRecordRoute }) {
  const account = useAccount();
  const query = useRecordQuery(userQueries.detail(account, id), record.goBack);
  const page = query.data;
  const title = id === CREATE ? 'Create new user' : page?.user ? `User ${page.user.login}` : 'User';
  return (
    <RecordModal details title={title} onClose={record.close} remember={Boolean(page?.user)}>
      {page ? (
        <>
          <OfflineCopyNotice updatedAt={query.dataUpdatedAt} />
          <UserEditor page={page} record={record} />
        </>
      ) : (
        <RecordLoader label="Loading user" />
      )}
    </RecordModal>
  );
}
