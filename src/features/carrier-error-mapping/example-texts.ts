import { headersText, prettyBody } from '@/lib/body-text';
import type { CarrierErrorExample } from '@/contract/carrier-error-mapping/carrier-error-mapping-schemas';

// What the example modal shows (spec c section 2): headers one per line, 'Name: value', and the
// bodies as sent, JSON re-indented by two (XML and text as they are).

export type ExampleTexts = {
  requestHeaders: string;
  requestBody: string;
  responseHeaders: string;
  responseBody: string;
};

export function exampleTexts({ request, response }: CarrierErrorExample): ExampleTexts {
  return {
    requestHeaders: headersText(request.headers),
    requestBody: prettyBody(request.body),
    responseHeaders: headersText(response.headers),
    responseBody: prettyBody(response.body),
  };
}
