import { Hono } from 'hono';
import {
  type CredentialsAnswer,
  DiffCredentialsBodySchema,
  type DiffAnswer,
  type FtpCheckAnswer,
  type MessageAnswer,
  RemoveCredentialBodySchema,
  SaveCredentialsBodySchema,
  SaveLogoBodySchema,
  SaveMaintenanceBodySchema,
  type ServiceDetail,
  type ServiceListItem,
  ToggleUserBodySchema,
} from '../../../src/contract/services/services-schemas';
import {
  DeleteSettingsBodySchema,
  SaveSettingsBodySchema,
  type ServiceFields,
  type ServiceSetting,
} from '../../../src/contract/services/service-settings-schemas';
import { IdBodySchema } from '../../../src/contract/shared/id-body-schema';
import type { ApiEnv } from '../../context';
import { HttpFailure, readBody } from '../../http';
import { applyEntry, checkEntry, diffOf, ftpCheck, valuesOf } from './credentials';
import { accountOf, serviceContextOf, serviceDetail, serviceList } from './queries';
import {
  createSettings,
  deleteMaintenance,
  deleteSettings,
  logoDataUrl,
  saveMaintenance,
  saveSettings,
  toggleUser,
} from './writes';

// Services (spec b sections 2-7, decision 024). Who may read, change or read the secrets of what:
// rights.ts (decision 053). Every body is parsed with the contract's schema, so its limits hold
// here as in the console.

export const serviceRoutes = new Hono<ApiEnv>()
  .get('/services', (c) => {
    const body: ServiceListItem[] = serviceList(c.var.db);
    return c.json(body);
  })
  .on('GET', ['/services/save', '/services/save/'], (c) => {
    const db = c.var.db;
    const body: ServiceDetail = serviceDetail(
      db,
      serviceContextOf(db, c.req.query('id')),
      c.var.user,
    );
    return c.json(body);
  })
  .get('/services/credentials_by_user_and_service', (c) => {
    const context = serviceContextOf(c.var.db, c.req.query('service_id'));
    const account = accountOf(context, Number(c.req.query('user_id')));
    const body: CredentialsAnswer = {
      userId: account.userId,
      serviceId: context.service.id,
      mode: account.mode,
      credentials: valuesOf(account),
    };
    return c.json(body);
  })
  .post('/services/save_credentials', async (c) => {
    const entries = await readBody(c, SaveCredentialsBodySchema);
    // Every entry is checked before any is written: a refused save changes nothing.
    const checked = entries.map((entry, i) => checkEntry(c.var.db, entry, `${i}.`));
    checked.forEach(applyEntry);
    const body: MessageAnswer = { message: 'Credentials saved' };
    return c.json(body);
  })
  .post('/services/remove_credential', async (c) => {
    const { accountName, user_id, service_id } = await readBody(c, RemoveCredentialBodySchema);
    const account = accountOf(serviceContextOf(c.var.db, service_id), user_id);
    if (!(accountName in account.credentials)) {
      throw new HttpFailure(404, [{ message: `Account ${accountName} not found` }]);
    }
    if (accountName === 'default') {
      throw new HttpFailure(400, [
        { message: 'The default account cannot be removed', fields: ['accountName'] },
      ]);
    }
    delete account.credentials[accountName];
    const body: MessageAnswer = { message: 'Credentials removed' };
    return c.json(body);
  })
  .post('/services/diff_credentials', async (c) => {
    const entry = await readBody(c, DiffCredentialsBodySchema);
    const body: DiffAnswer = diffOf(c.var.db, checkEntry(c.var.db, entry));
    return c.json(body);
  })
  .post('/services/toggle_user', async (c) => {
    const input = await readBody(c, ToggleUserBodySchema);
    const body: MessageAnswer = toggleUser(c.var.db, input);
    return c.json(body);
  })
  .post('/services/save_logo', async (c) => {
    const { service_id, logo } = await readBody(c, SaveLogoBodySchema);
    const context = serviceContextOf(c.var.db, service_id);
    context.profile.logo = logoDataUrl(logo);
    const body: MessageAnswer = { message: 'Logo saved' };
    return c.json(body);
  })
  .get('/services/settings', (c) => {
    const { service } = serviceContextOf(c.var.db, c.req.query('id'));
    const body: ServiceSetting[] = c.var.db.serviceArea.settings.filter(
      (s) => s.service_id === service.id,
    );
    return c.json(body);
  })
  .get('/services/service_fields', (c) => {
    const { service } = serviceContextOf(c.var.db, c.req.query('id'));
    const body: ServiceFields = c.var.db.serviceArea.fields.get(service.id) ?? {};
    return c.json(body);
  })
  .post('/services/save_settings', async (c) =>
    c.json(saveSettings(c.var.db, await readBody(c, SaveSettingsBodySchema))),
  )
  .post('/services/create_settings', async (c) =>
    c.json(createSettings(c.var.db, await readBody(c, SaveSettingsBodySchema))),
  )
  .delete('/services/delete_settings', async (c) => {
    const body: MessageAnswer = deleteSettings(
      c.var.db,
      await readBody(c, DeleteSettingsBodySchema),
    );
    return c.json(body);
  })
  .post('/services/saveMaintenance', async (c) => {
    const body: MessageAnswer = saveMaintenance(
      c.var.db,
      await readBody(c, SaveMaintenanceBodySchema),
    );
    return c.json(body);
  })
  .post('/services/deleteMaintenance', async (c) => {
    const { id } = await readBody(c, IdBodySchema);
    const body: MessageAnswer = deleteMaintenance(c.var.db, id);
    return c.json(body);
  })
  .post('/service_credential_check/ftp', async (c) => {
    const entries = await readBody(c, SaveCredentialsBodySchema);
    const checked = entries.map((entry, i) => checkEntry(c.var.db, entry, `${i}.`));
    const body: FtpCheckAnswer = ftpCheck(c.var.db, checked);
    return c.json(body);
  });
