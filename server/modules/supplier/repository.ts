import type { z } from 'zod';
import type { EstimateBody, SupplierProfileBody } from '../../../src/shared/contracts/supplier';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { repositoryPlugin } from '../../lib/repository-plugin';
import type { ObjectStorage } from '../../lib/storage';
import { estimateIncome } from './estimate';
import { OssSigner } from './oss';
import { planService } from './plans';
import { profileView, saveProfile } from './profile';
import { closeWeeks, statementService, weekStartOf } from './statements';
import { venderOrders } from './vender-orders';

/** Everything of the supplier side over one db, clock and fee rate: profile, plans, files, orders, statements. */
export function supplierRepository(db: Db, clock: Clock, storage: ObjectStorage, options: { feeRate: number; ossSecret: string; offersChanged: () => void }) {
  const deps = { db, clock, feeRate: options.feeRate };
  return {
    feeRate: options.feeRate,
    profile: (userId: number) => profileView(db, userId),
    saveProfile: (userId: number, input: z.infer<typeof SupplierProfileBody>, mode: 'add' | 'update') => saveProfile(db, clock, userId, input, mode),
    plans: planService({ db, clock, offersChanged: options.offersChanged }),
    estimate: (input: z.infer<typeof EstimateBody>) => estimateIncome(db, options.feeRate, input),
    oss: new OssSigner(options.ossSecret, clock, db),
    storage,
    orders: venderOrders(db, options.feeRate),
    statements: statementService(deps),
    /** The worker's job (the last complete week), or the dev tools' early close of the current week. */
    closeWeeks: (early = false) => (early ? closeWeeks(deps, { weekStart: weekStartOf(clock.now()), until: clock.now() }) : closeWeeks(deps)),
  };
}

export type SupplierRepository = ReturnType<typeof supplierRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    suppliers: SupplierRepository;
  }
}

export default repositoryPlugin(
  'suppliers',
  (app) =>
    supplierRepository(app.db, app.clock, app.storage, {
      feeRate: app.env.SUPPLIER_FEE_RATE,
      ossSecret: app.env.OSS_POLICY_SECRET,
      offersChanged: () => app.market.offersChanged(),
    }),
  {
    name: 'supplier-repository',
    dependencies: ['db', 'market'],
  },
);
