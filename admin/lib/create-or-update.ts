interface Mutation<Input> {
  isPending: boolean;
  mutate: (input: Input) => void;
}

/** A create-or-edit dialog's two mutations as one save: with a row's `id` it updates that row, without one it creates. */
export function createOrUpdate<Input>(create: Mutation<Input>, update: Mutation<Input & { id: string }>, id: string | undefined) {
  return {
    busy: create.isPending || update.isPending,
    save: (input: Input) => (id === undefined ? create.mutate(input) : update.mutate({ ...input, id })),
  };
}
