import { addResources } from '../shared/i18n';
import { admin } from './i18n/admin';
import { bills } from './i18n/bills';
import { catalogue } from './i18n/catalogue';
import { compute } from './i18n/compute';
import { content } from './i18n/content';
import { contract } from './i18n/contract';
import { costs } from './i18n/costs';
import { goods } from './i18n/goods';
import { inference } from './i18n/inference';
import { invoice } from './i18n/invoice';
import { mall } from './i18n/mall';
import { modelService } from './i18n/model-service';
import { pages } from './i18n/pages';
import { review } from './i18n/review';
import { shell } from './i18n/shell';
import { supplier } from './i18n/supplier';

/** The workbench's texts (namespace `console`): the frame and its pages. */
export const consoleText = { ...shell, ...pages, ...compute, ...review, ...goods, ...admin, ...content, ...supplier, ...mall, ...costs, ...inference, ...invoice, ...modelService, ...bills, ...contract, ...catalogue } as const;

addResources('console', consoleText);
