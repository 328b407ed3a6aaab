/**
 * The health-check details of one status. Built by hand rather than through the router's codec,
 * which drops empty values: the details screen needs both keys even when additional_label is ''.
 */
export function healthDetailsHref(label: string, additionalLabel: string): string {
  const query = new URLSearchParams({ label, additional_label: additionalLabel });
  return `${import.meta.env.BASE_URL}healthcheck/details?${query.toString()}`;
}
