import { createContext, useContext } from 'react';

export type PageTheme = 'light' | 'dark';

/** The current public page's theme (SPEC §2, §6), for parts that theme themselves, such as antd forms. */
export const PageThemeContext = createContext<PageTheme>('dark');
export const usePageTheme = () => useContext(PageThemeContext);
