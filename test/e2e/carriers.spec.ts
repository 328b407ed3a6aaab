import { test } from '@playwright/test';

// Issue 17: filled in by its helper.
test.skip('carriers', () => {});
