import { ContentPage } from './ContentPage';

/** 管理 › 内容 › announcement. */
export default function Page() {
  return <ContentPage kind="announcement" />;
}
