/**
 * The compute provider: what actually runs containers. The gateway asks it to begin a transition
 * and the background worker completes the transition when the provider says it is done, so a
 * provider that takes seconds (a Kubernetes cluster, a supplier's API) fits the same state machine.
 */
import type { Transition } from '../../../src/shared/core/compute';

export type { Transition };

export interface InstanceRef {
  id: number;
  hostId: number;
  gpuNumber: number;
  gpuHeld: number;
  imageId: number | null;
}

export interface ComputeProvider {
  readonly name: string;
  /** Begin a transition; answers when it is expected to finish. */
  begin(transition: Transition, instance: InstanceRef, now: Date): Promise<{ completesAt: Date }>;
  /** Is a begun transition done? The worker asks once its time has come. */
  isDone(transition: Transition, instance: InstanceRef, now: Date): Promise<boolean>;
}

/** Realistic durations of the simulated provider, in milliseconds. */
export const SIMULATED_DELAYS: Record<Transition, number> = {
  create: 4000,
  start: 3000,
  restart: 3000,
  stop: 2000,
  release: 1500,
  saveImage: 6000,
};

/**
 * The simulated provider (the default, labelled as such in the README): no containers run, but
 * every transition takes a realistic time and the hosts' card counts are the real inventory, so
 * ordering, capacity, metering and every state rule run end to end on one machine.
 */
export class SimulatedProvider implements ComputeProvider {
  readonly name = 'simulated';
  constructor(private readonly delays: Record<Transition, number> = SIMULATED_DELAYS) {}
  async begin(transition: Transition, _instance: InstanceRef, now: Date) {
    return { completesAt: new Date(now.getTime() + this.delays[transition]) };
  }
  async isDone() {
    return true;
  }
}
