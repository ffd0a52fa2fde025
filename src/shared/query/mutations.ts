import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateViews, type View } from './views';

/**
 * A mutation that changes data of the kinds named: once it succeeds, every view of them is
 * refetched, shown or only cached (the mutation settles after that has begun). With `settled`,
 * also when it fails: where a refusal (already done, held by someone else) means the view shown is stale.
 */
export function useChangeViews<TData, TVariables = void>(
  views: View[],
  mutationFn: (variables: TVariables) => Promise<TData>,
  options: { settled?: boolean } = {},
) {
  const client = useQueryClient();
  const refetch = () => invalidateViews(client, ...views);
  return useMutation(options.settled ? { mutationFn, onSettled: refetch } : { mutationFn, onSuccess: refetch });
}

/** What placing an order came to, as far as the cache cares. */
type Placed = { ok: true } | { ok: false; reason: string };

/**
 * Place an order (`place(body, idempotencyKey)`): when it is placed every view of `placed` is
 * refetched; when the goods were out of stock, only the listing's (`stock`), whose free counts were
 * stale, so the buyer sees them as they are.
 */
export function usePlaceOrder<TBody, TOutcome extends Placed>(
  views: { placed: View[]; stock: View },
  place: (body: TBody, idempotencyKey: string) => Promise<TOutcome>,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: TBody; idempotencyKey: string }) => place(body, idempotencyKey),
    onSuccess: async (outcome) => {
      if (outcome.ok) await invalidateViews(client, ...views.placed);
      else if (outcome.reason === 'out_of_stock') void invalidateViews(client, views.stock);
    },
  });
}
