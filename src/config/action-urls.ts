// The write actions of the screens (spec b and c, section 6): each is granted only by its own
// entry in the access list, never by its screen's path (decision 024). Apart from access-urls.ts
// so they load with the screens that use them, not with the sign-in page.

import type { ActionAccessUrl } from '@/contract/rights/rights-areas';

export const WRITE_ACTION = {
  // Parcels: creating one is a write of its own (decision 053); reading the list is not.
  createParcel: '/parcels/create_new',
  // Services (spec b section 6).
  saveCredentials: '/services/save_credentials',
  removeCredential: '/services/remove_credential',
  toggleServiceUser: '/services/toggle_user',
  saveLogo: '/services/save_logo',
  saveSettings: '/services/save_settings',
  createSettings: '/services/create_settings',
  deleteSettings: '/services/delete_settings',
  saveMaintenance: '/services/save_maintenance',
  deleteMaintenance: '/services/delete_maintenance',
  // Barcode ranges (spec b section 6).
  createBarcodeRange: '/barcode_ranges/create',
  deleteBarcodeRange: '/barcode_ranges/delete',
  toggleBarcodeNotifications: '/barcode_ranges/toggle_notifications',
  // Cron robots (spec c section 6 names stop; start, delete and schedule_save are writes too).
  stopRobot: '/robots/stop',
  startRobot: '/robots/start',
  deleteRobot: '/robots/delete',
  saveRobotSchedule: '/robots/schedule_save',
  // Users (spec b section 6): saving a user (one's own profile too) and switching MFA.
  saveUser: '/users/save_process',
  enableMfa: '/users/enable_mfa',
  // Carrier error mapping (spec c section 6).
  saveCarrierError: '/carrier_errors/save',
  deleteCarrierError: '/carrier_errors/delete',
  // Tracking mapping (spec c section 6).
  saveTrackingStatus: '/tracking_mapping/save',
  createTrackingMapping: '/tracking_mapping/create',
  deleteTrackingMapping: '/tracking_mapping/delete',
  // Tools (decided in issue 16): running a manual tracking or re-manifest, and sending a
  // request through the API console as an API user.
  processManualTracking: '/manual_tracking/process',
  processManualManifest: '/manual_manifest/process',
  sendApiConsoleRequest: '/api_console/process_request',
  // Carrier documentation (spec c section 6).
  downloadWhitelisting: '/carriers_docs/download_whitelisting',
  deleteCarrierContact: '/carriers_docs/delete_contact',
  addCarrierContact: '/carriers_docs/add_contact',
  updateCarrierContact: '/carriers_docs/update_contact',
  addCarrierLabel: '/carriers_docs/add_label',
  deleteCarrierLabel: '/carriers_docs/delete_label',
  addCarrierFile: '/carriers_docs/add_file',
  deleteCarrierFile: '/carriers_docs/delete_file',
  addCarrierLink: '/carriers_docs/add_link',
  deleteCarrierLink: '/carriers_docs/delete_link',
  addCarrierInfo: '/carriers_docs/add_info',
  toggleCarrierWhitelisting: '/carriers_docs/toggle_whitelisting',
  saveCarrierLogo: '/carriers_docs/save_logo',
  saveCarrierNote: '/carriers_docs/save_note',
  // Billing (spec c section 6; super admins only, decision 043).
  saveMarkup: '/billing_clients/save_markup',
  deleteMarkup: '/billing_clients/delete_markup',
  saveRequestPrice: '/billing_clients/save_price',
  deleteRequestPrice: '/billing_clients/delete_price',
  saveBillingModel: '/billing_clients/save_billing_model',
  addIncome: '/billing_operations/add_income',
} as const satisfies Record<string, ActionAccessUrl>;

export type WriteActionUrl = (typeof WRITE_ACTION)[keyof typeof WRITE_ACTION];
