import { apiConsoleRights } from '../areas/api-console/rights';
import { appVersionRights } from '../areas/app-version/rights';
import { authRights } from '../areas/auth/rights';
import { barcodeRangeRights } from '../areas/barcode-ranges/rights';
import { billingClientRights } from '../areas/billing-clients/rights';
import { billingOperationRights } from '../areas/billing-operations/rights';
import { billingPriceRights } from '../areas/billing-prices/rights';
import { carrierErrorRights } from '../areas/carrier-error-mapping/rights';
import { carriersDocsRights } from '../areas/carriers-docs/rights';
import { cronRobotRights } from '../areas/cron-robots/rights';
import { dashboardRights } from '../areas/dashboard/rights';
import { healthCheckRights } from '../areas/health-check/rights';
import { holidayRights } from '../areas/holidays/rights';
import { labelBuilderRights } from '../areas/label-builder/rights';
import { listRights } from '../areas/lists/rights';
import { manualRunRights } from '../areas/manual-runs/rights';
import { palletRights } from '../areas/pallets/rights';
import { parcelRights } from '../areas/parcels/rights';
import { pudoPointRights } from '../areas/pudo-points/rights';
import { requestsLogRights } from '../areas/requests-log/rights';
import { serviceRights } from '../areas/services/rights';
import { statisticsRights } from '../areas/statistics/rights';
import { trackingMappingRights } from '../areas/tracking-mapping/rights';
import { userRights } from '../areas/users/rights';
import type { RouteRights } from './route-rights';

// Every area's route declarations, for the guard. test/server/security/rights.test.ts fails when a
// registered route has none here.
export const ROUTE_RIGHTS: RouteRights = {
  ...authRights,
  ...listRights,
  ...parcelRights,
  ...palletRights,
  ...dashboardRights,
  ...statisticsRights,
  ...requestsLogRights,
  ...healthCheckRights,
  ...serviceRights,
  ...barcodeRangeRights,
  ...carrierErrorRights,
  ...cronRobotRights,
  ...userRights,
  ...trackingMappingRights,
  ...labelBuilderRights,
  ...appVersionRights,
  ...apiConsoleRights,
  ...pudoPointRights,
  ...holidayRights,
  ...manualRunRights,
  ...carriersDocsRights,
  ...billingClientRights,
  ...billingPriceRights,
  ...billingOperationRights,
};
