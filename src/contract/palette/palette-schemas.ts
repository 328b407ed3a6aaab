import * as v from 'valibot';

// The palette's view of the lists it searches (decision 048): only the fields a found record
// needs, from the same endpoints as the list screens (valibot drops the rest). Features never
// import each other, so the palette reads these answers with its own small schemas.

export const FoundParcelsSchema = v.object({
  parcels: v.array(v.object({ id: v.number(), tracking: v.string() })),
});

export const FoundPalletsSchema = v.object({
  pallets: v.array(v.object({ id: v.number(), tracking_number: v.string() })),
});

export const FoundRequestsSchema = v.object({
  items: v.array(
    v.object({ id: v.number(), requestId: v.string(), requestMethod: v.string(), uri: v.string() }),
  ),
});

export const FoundUsersSchema = v.object({
  users: v.array(v.object({ userId: v.number(), login: v.string(), email: v.string() })),
});
