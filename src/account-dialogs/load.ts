/**
 * The dialogs' import, one step away from the entry: the entry then lists only this file among
 * the files it may preload, instead of the hundred antd chunks the dialogs need (3 KB gzip of
 * file names every page would download); this chunk lists them, when a dialog is asked for.
 */
export const loadAccountDialogs = () => import('./AccountDialogs');
