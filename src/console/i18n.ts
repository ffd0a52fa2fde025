import { addResources } from '../shared/i18n';
import { compute } from './i18n/compute';
import { pages } from './i18n/pages';
import { shell } from './i18n/shell';

/** The workbench's texts (namespace `console`): the frame and its pages. */
export const consoleText = { ...shell, ...pages, ...compute } as const;

addResources('console', consoleText);
