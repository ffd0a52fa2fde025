import { useRef, useState } from 'react';
import { useTranslation } from '../../shared/i18n';
import { useNavigate } from 'react-router';
import type { CreateOrderBody } from '../../shared/contracts/compute';
import { newIdempotencyKey, useCreateOrder, type OrderOutcome } from '../../shared/features/compute/api/create-order';
import { paths } from '../../shared/config/paths';
import { toast } from '../../shared/ui/toast';

/** Why the last try did not order, as the panel shows it. */
export type OrderProblem = Extract<OrderOutcome, { ok: false }>;

/**
 * Ordering from the buy panel: one Idempotency-Key per opening of the panel, so a double click or
 * a retry answers the first order; a definitive refusal (no stock, no money) frees the key, so a
 * changed configuration can try again. On success the buyer lands on their instances.
 */
export function useOrder(onOrdered?: () => void) {
  const { t } = useTranslation('storefront');
  const navigate = useNavigate();
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const inFlight = useRef(false);
  const [problem, setProblem] = useState<OrderProblem | null>(null);
  const mutation = useCreateOrder();

  const order = (body: CreateOrderBody) => {
    if (inFlight.current || mutation.isPending) return;
    inFlight.current = true;
    setProblem(null);
    mutation.mutate(
      { body, idempotencyKey },
      {
        onSuccess: (outcome) => {
          if (outcome.ok) {
            toast.success(t('market.ordered'));
            onOrdered?.();
            navigate(paths.container.getHref());
            return;
          }
          setIdempotencyKey(newIdempotencyKey());
          setProblem({ ...outcome, message: outcome.reason === 'out_of_stock' ? t('market.outOfStock') : outcome.message || t('market.tryAgain') });
        },
        // Network failure or timeout: the key is kept, so trying again cannot create a second order.
        onError: (error) => setProblem({ ok: false, reason: 'other', message: error instanceof Error && error.message ? error.message : t('market.tryAgain') }),
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  return { order, pending: mutation.isPending, problem };
}
