import type { ContractItem, ContractListQuery } from '../../../src/shared/contracts/contract';
import { PAGE_SIZE_MAX, toPage, type Page } from '../../../src/shared/core/paging';
import type { Db } from '../../db/client';
import type { MallRepository } from '../mall/repository';
import { contractsOf } from './queries';
import { itemView, rentalItemView } from './views';

/** How many pages of rental contracts the list reads at most (100 each): more than any user has. */
const RENTAL_PAGES_MAX = 10;

/** Every rental contract of the user (as buyer or supplier), read through the mall. */
async function rentalContracts(mall: MallRepository, userId: number): Promise<ContractItem[]> {
  const items: ContractItem[] = [];
  for (let current = 1; current <= RENTAL_PAGES_MAX; current += 1) {
    const page = await mall.contractPage(userId, { current, size: PAGE_SIZE_MAX });
    items.push(...page.records.map(rentalItemView));
    if (current >= page.pages) break;
  }
  return items;
}

/**
 * 合同管理's list: the user's online contracts and the mall's rental contracts in one list, newest
 * first, filtered by kind, state and a keyword (number or title).
 */
export async function contractList(db: Db, mall: MallRepository, userId: number, q: ContractListQuery): Promise<Page<ContractItem>> {
  const online = q.kind === 'rental' ? [] : (await contractsOf(db, userId)).map(itemView);
  const rental = q.kind === undefined || q.kind === 'rental' ? await rentalContracts(mall, userId) : [];
  const keyword = q.keyword?.toLowerCase();
  const all = [...online, ...rental]
    .filter((item) => (!q.kind || item.kind === q.kind) && (!q.status || item.status === q.status))
    .filter((item) => !keyword || item.id.toLowerCase().includes(keyword) || item.title.toLowerCase().includes(keyword))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
  return toPage(all.slice((q.current - 1) * q.size, q.current * q.size), all.length, q.current, q.size);
}
