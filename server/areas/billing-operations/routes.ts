import { Hono } from 'hono';
import type { ApiEnv } from '../../context';

// Billing operations (spec c sections 2-9, issue 17): stub, filled in by its helper.
export const billingOperationRoutes = new Hono<ApiEnv>();
