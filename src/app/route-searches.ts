import type * as v from 'valibot';
import {
  billingClientFilters,
  billingClientRecord,
  billingClientsSearchDefaults,
  billingClientsSearchSchema,
} from '@/features/billing-clients/billing-clients-search';
import {
  billingPricesSearchDefaults,
  billingPricesSearchSchema,
} from '@/features/billing-prices/billing-prices-search';
import {
  barcodeRangesSearchDefaults,
  barcodeRangesSearchSchema,
} from '@/features/barcode-ranges/barcode-ranges-search';
import {
  billingOperationsDeps,
  billingOperationsSearchDefaults,
  billingOperationsSearchSchema,
} from '@/features/billing-operations/billing-operations-search';
import {
  carrierErrorFilters,
  carrierErrorSearchDefaults,
  carrierErrorSearchSchema,
} from '@/features/carrier-error-mapping/carrier-error-mapping-search';
import {
  carrierDocsSearchDefaults,
  carrierDocsSearchSchema,
  carriersSearchDefaults,
  carriersSearchSchema,
} from '@/features/carriers/carriers-search';
import {
  cronRobotsSearchDefaults,
  cronRobotsSearchSchema,
  historyLogParams,
} from '@/features/cron-robots/cron-robots-search';
import {
  dashboardSearchDefaults,
  dashboardSearchSchema,
} from '@/features/dashboard/dashboard-search';
import {
  healthChecksParamsOf,
  healthChecksSearchDefaults,
  healthChecksSearchSchema,
} from '@/features/health-check/health-check-search';
import {
  labelBuilderSearchDefaults,
  labelBuilderSearchSchema,
} from '@/features/label-builder/label-builder-search';
import { palletRecord } from '@/features/pallets/pallet-details-search';
import {
  palletFilters,
  palletsSearchDefaults,
  palletsSearchSchema,
} from '@/features/pallets/pallets-search';
import { parcelRecord } from '@/features/parcels/parcel-details-search';
import {
  pudoMapParamsOf,
  pudoPointsSearchDefaults,
  pudoPointsSearchSchema,
} from '@/features/pudo-points/pudo-points-search';
import { labelSearchDefaults, labelSearchSchema } from '@/features/parcels/parcel-label-search';
import {
  parcelFilters,
  parcelsSearchDefaults,
  parcelsSearchSchema,
} from '@/features/parcels/parcels-search';
import {
  listParamsOf,
  requestsLogSearchDefaults,
  requestsLogSearchSchema,
} from '@/features/requests-log/requests-log-search';
import {
  serviceRecord,
  servicesSearchDefaults,
  servicesSearchSchema,
} from '@/features/services/services-search';
import {
  statisticsFilters,
  statisticsSearchDefaults,
  statisticsSearchSchema,
} from '@/features/statistics/statistics-search';
import {
  overviewQueryOf,
  overviewSearchDefaults,
  overviewSearchSchema,
} from '@/features/tracking-mapping/overview-search';
import {
  trackingMappingFilters,
  trackingMappingSearchDefaults,
  trackingMappingSearchSchema,
} from '@/features/tracking-mapping/tracking-mapping-search';
import {
  userFilters,
  userRecord,
  usersSearchDefaults,
  usersSearchSchema,
} from '@/features/users/users-search';

// Every route's search declaration (decision 036): the URL's schema, the defaults left out of
// it, and the loader's dependencies. Loaded with the signed-in frame, not with the sign-in page:
// the route files name their entry by key (app/route-search.ts), so a new screen adds nothing
// to the first load but its path.

type Declaration<S extends v.GenericSchema, D> = {
  schema: S;
  defaults: Partial<v.InferOutput<S>>;
  deps: (search: v.InferOutput<S>) => D;
};

const noDeps = () => ({});

function declare<S extends v.GenericSchema, D = Record<string, never>>(
  schema: S,
  defaults: Partial<v.InferOutput<S>>,
  deps?: (search: v.InferOutput<S>) => D,
): Declaration<S, D> {
  return { schema, defaults, deps: deps ?? (noDeps as unknown as (search: v.InferOutput<S>) => D) };
}

export const ROUTE_SEARCHES = {
  dashboard: declare(dashboardSearchSchema, dashboardSearchDefaults),
  statistics: declare(statisticsSearchSchema, statisticsSearchDefaults, (search) => {
    // The filter alone: paging and the tab are the table's, read by its own query.
    const { page: _page, quantity: _quantity, ...filter } = statisticsFilters.paramsOf(search);
    return filter;
  }),
  parcels: declare(parcelsSearchSchema, parcelsSearchDefaults, (search) =>
    parcelFilters.paramsOf(search),
  ),
  parcel: declare(parcelRecord.schema, parcelRecord.defaults),
  parcelLabel: declare(labelSearchSchema, labelSearchDefaults),
  pallets: declare(palletsSearchSchema, palletsSearchDefaults, (search) =>
    palletFilters.paramsOf(search),
  ),
  pallet: declare(palletRecord.schema, palletRecord.defaults),
  requestsLog: declare(requestsLogSearchSchema, requestsLogSearchDefaults, listParamsOf),
  healthChecks: declare(healthChecksSearchSchema, healthChecksSearchDefaults, healthChecksParamsOf),
  services: declare(servicesSearchSchema, servicesSearchDefaults),
  service: declare(serviceRecord.schema, serviceRecord.defaults),
  users: declare(usersSearchSchema, usersSearchDefaults, (search) => userFilters.paramsOf(search)),
  user: declare(userRecord.schema, userRecord.defaults),
  barcodeRanges: declare(barcodeRangesSearchSchema, barcodeRangesSearchDefaults),
  trackingMapping: declare(trackingMappingSearchSchema, trackingMappingSearchDefaults, (search) =>
    trackingMappingFilters.paramsOf(search),
  ),
  trackingMappingOverview: declare(overviewSearchSchema, overviewSearchDefaults, overviewQueryOf),
  carrierErrors: declare(carrierErrorSearchSchema, carrierErrorSearchDefaults, (search) =>
    carrierErrorFilters.paramsOf(search),
  ),
  labelBuilder: declare(labelBuilderSearchSchema, labelBuilderSearchDefaults),
  pudoPoints: declare(pudoPointsSearchSchema, pudoPointsSearchDefaults, (search) => ({
    map: pudoMapParamsOf(search),
  })),
  cronRobots: declare(cronRobotsSearchSchema, cronRobotsSearchDefaults, (search) =>
    search.tab === 'history-log'
      ? { tab: search.tab, history: historyLogParams(search) }
      : { tab: search.tab },
  ),
  // Issue 17: carrier documentation (carriers helper).
  carriers: declare(carriersSearchSchema, carriersSearchDefaults),
  carrierDocs: declare(carrierDocsSearchSchema, carrierDocsSearchDefaults),
  // Issue 17: billing clients and prices (billing-clients helper).
  billingClients: declare(billingClientsSearchSchema, billingClientsSearchDefaults, (search) =>
    billingClientFilters.paramsOf(search),
  ),
  billingClient: declare(billingClientRecord.schema, billingClientRecord.defaults),
  billingPrices: declare(
    billingPricesSearchSchema,
    billingPricesSearchDefaults,
    (search) => search,
  ),
  // Issue 17: billing operations (billing-operations helper).
  billingOperations: declare(
    billingOperationsSearchSchema,
    billingOperationsSearchDefaults,
    billingOperationsDeps,
  ),
};

export type RouteSearches = typeof ROUTE_SEARCHES;
